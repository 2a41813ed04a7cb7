import Foundation

public enum HelperInstallState: Equatable, Sendable {
    case unknown
    case notInstalled
    case installed
}
