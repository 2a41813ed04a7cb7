import XcodesKit

typealias Hardware = HostHardware
