// A stand-in for Xcode's `XcodeProjectPlugin` module, which exists only inside Xcode: the
// declarations the plugins use, in the shapes Apple documents them
// (https://developer.apple.com/documentation/xcodeprojectplugin), so that a test on any machine
// typechecks the plugins' Xcode conformances. Nothing here runs; a body is never Xcode's.
import Foundation
import PackagePlugin

/// A build-tool plugin applied to a target of an Xcode project.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin run on an Xcode project.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode gives a plugin: the project, a work folder, and the tools the plugin depends on.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("stand-in: \(name)")
    }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    /// The folder that holds the `.xcodeproj`.
    public let directoryURL: URL
    public let targets: [XcodeTarget]
    public let filePaths: FileList
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    /// The files the target's build phases take as input (its sources and resources).
    public let inputFiles: FileList
}

public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application, executable, framework, library, other(String)
    }
}
