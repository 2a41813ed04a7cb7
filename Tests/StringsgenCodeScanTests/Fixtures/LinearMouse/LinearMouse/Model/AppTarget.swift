// MIT License
// Copyright (c) 2021-2026 LinearMouse

import Foundation

enum AppTarget: Hashable {
    case bundle(String)
    case executable(String)
}
