// MIT License
// Copyright (c) 2021-2026 LinearMouse

import PointerKit

extension PointerDevice: VendorSpecificDeviceContext {}
