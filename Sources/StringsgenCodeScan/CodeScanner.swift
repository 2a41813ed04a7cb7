import Dispatch
import Foundation
import StringsgenModel
#if CodeScan
import SwiftParser
import SwiftSyntax
#endif

/// Scans an app's Swift code for the keys it shows: every `.swift` file under the given
/// folders, parsed with swift-syntax, in two passes (the functions that take keys, then their
/// calls), the files of each pass in parallel.
public struct CodeScanner: Sendable {
    /// Functions that take keys besides Apple's and those declared in the code (`usage.functions`).
    public var functions: [KeyFunction] = []
    /// The namespace of the generated accessors (`generate.namespace`).
    public var namespace = "LocalizedString"
    /// The enums of SwiftGen's accessors (`SwiftGenAccessors`): its default and those a
    /// configuration names. The enum of a file SwiftGen wrote is found by the scan.
    public var swiftGenEnums: Set<String> = [SwiftGenAccessors.defaultEnumName]

    public init(functions: [KeyFunction] = [], namespace: String = "LocalizedString") {
        self.functions = functions
        self.namespace = namespace
    }

    /// The `.swift` files at `paths` (files, or folders searched to any depth, hidden folders
    /// and `.build` left out), sorted. A path that does not exist is an error.
    public static func swiftFiles(at paths: [String]) throws(InputError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError.file(path, "expected a folder or a .swift file of the app's code, found nothing there")
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let base = URL(fileURLWithPath: path)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
                continue
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for case let url as URL in walk {
                if url.lastPathComponent == ".build" || url.pathExtension == "xcassets" {
                    walk.skipDescendants()
                    continue
                }
                guard url.pathExtension == "swift" else { continue }
                let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1)) : url.lastPathComponent
                files.append(path == "." ? relative : prefix + relative)
            }
        }
        return Array(Set(files)).sorted()
    }

    /// How deep the parser follows nested code before it stops reading a file: swift-syntax's
    /// release default in every build. Its debug builds stop at 20 (frames there are larger),
    /// and the rest of a file past that point was silently left unread: siskin-im's
    /// `NSLocalizedString` calls after a deeply nested closure went unseen (3 false `unused-key`).
    static let maximumNestingLevel = 256

    /// The members of `String` that apps and their dependencies name for looking the string up
    /// as a key, taken as such unless the code declares one that does something else.
    static let usualLookupMembers: Set<String> = ["localized"]

    /// Whether this build has the scan: the package's trait CodeScan (swift-syntax) was enabled.
    public static var isAvailable: Bool {
        #if CodeScan
        true
        #else
        false
        #endif
    }

    #if !CodeScan
    public func scan(files: [String]) throws(InputError) -> CodeScan {
        throw InputError.file(
            "stringsgen-usage",
            "this build has no code scan: build it with swift-syntax, `swift build --traits CodeScan --product stringsgen-usage` (or `traits: [\"CodeScan\"]` on the package dependency)")
    }
    #else
    /// Scans `files`. A file that cannot be read is an error; one that does not parse is
    /// scanned as far as swift-syntax recovers (the compiler will report it).
    public func scan(files: [String]) throws(InputError) -> CodeScan {
        let count = files.count
        let sources = ResultSlots<[UInt8]>(count: count)
        let trees = ResultSlots<SourceFileSyntax>(count: count)
        let declarations = ResultSlots<FileDeclarations>(count: count)
        let failures = ResultSlots<String>(count: count)
        // A file SwiftGen wrote names every key in a literal (`L10n.tr("Localizable", "General", …)`),
        // which would keep every key from `unused-key`: it is not scanned, and its accessors'
        // uses count instead.
        let swiftGenFiles = ResultSlots<String>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            guard let data = FileManager.default.contents(atPath: files[index]) else {
                failures[index] = "cannot read the file"
                return
            }
            let bytes = [UInt8](data)
            if let name = SwiftGenAccessors.enumName(ofGeneratedFile: bytes) {
                swiftGenFiles[index] = name
                sources[index] = bytes
                declarations[index] = FileDeclarations()
                return
            }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
            let collector = DeclarationCollector()
            collector.walk(tree)
            sources[index] = bytes
            trees[index] = tree
            declarations[index] = collector.result
        }
        if let index = (0..<count).first(where: { failures[$0] != nil }) {
            throw InputError.file(files[index], failures[index]!)
        }
        var byName: [String: [KeyFunction]] = [:]
        for function in KeyFunction.builtIn + functions { byName[function.name, default: []].append(function) }
        for index in 0..<count {
            for function in declarations[index]!.keyFunctions where !(byName[function.name]?.contains(function) ?? false) {
                byName[function.name, default: []].append(function)
            }
        }
        let functionsByName = byName
        let swiftGenEnums = swiftGenEnums.union((0..<count).compactMap { swiftGenFiles[$0] })
        // `"key".localized` is a lookup where the code declares it so, and where it declares no
        // `localized` of its own: a dependency's (Localize-Swift's `localized()`, openfoodfacts'
        // framework), whose keys no table had in three places.
        let stringMembers = Set((0..<count).flatMap { declarations[$0]!.stringMembers })
        var lookups: [String: String] = [:]
        for member in Self.usualLookupMembers.subtracting(stringMembers) { lookups[member] = "Localizable" }
        for index in 0..<count {
            for (member, table) in declarations[index]!.keyLookupMembers.sorted(by: { $0.key < $1.key }) where lookups[member] == nil {
                lookups[member] = table
            }
        }
        let keyLookupMembers = lookups
        // `.init(title: "…")` of a type only the compiler knows: labels of the key parameters of
        // the code's own types and of Apple's (`DisplayRepresentation(title:)`). Such a use is
        // never reported missing, and a literal equal to a key keeps it anyway.
        let initialiserLabels = Set(
            ((0..<count).flatMap { declarations[$0]!.keyFunctions } + KeyFunction.builtIn)
                .filter { $0.name.first?.isUppercase == true && $0.label != "_" }.map(\.label))
        // A function a file declares with a non-key parameter shadows Apple's of the same name in
        // that file only: across files a name is too often another type's (IceCubesApp has a
        // `Link` of its own, and SwiftUI's `Link("Review Privacy Policy", destination:)` is a key).
        let keySignatures = Set((0..<count).flatMap { declarations[$0]!.keyFunctions.map(\.signature) })
        let scans = ResultSlots<CodeScan>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let source = sources[index]!
            guard let tree = trees[index] else {
                var scan = CodeScan()
                scan.files = 1
                scan.lines = source.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
                scans[index] = scan
                return
            }
            let collector = UseCollector(
                file: SourceFile(files[index]), source: source, tree: tree, functions: functionsByName, initialiserLabels: initialiserLabels,
                shadowed: declarations[index]!.plainFunctions.subtracting(keySignatures), declarations: declarations[index]!, namespace: namespace,
                swiftGenEnums: swiftGenEnums, keyLookupMembers: keyLookupMembers)
            collector.walk(tree)
            collector.scan.dynamicKeys = DynamicKeysComment.patterns(in: source, file: SourceFile(files[index]))
            collector.scan.files = 1
            collector.scan.lines = source.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
            scans[index] = collector.scan
        }
        var result = CodeScan()
        for index in 0..<count { result.merge(scans[index]!) }
        return result
    }
    #endif
}

/// One result per index, written from `concurrentPerform`'s threads, each slot by one thread.
final class ResultSlots<Value>: @unchecked Sendable {
    private var values: [Value?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return values[index] }
        set { lock.lock(); values[index] = newValue; lock.unlock() }
    }
}

/// `// stringsgen:keys category.*, onboarding.step1`: keys the code makes at run time, which
/// are never reported unused.
enum DynamicKeysComment {
    static let marker = Array("stringsgen:keys".utf8)

    static func patterns(in source: [UInt8], file: SourceFile) -> [KeyPattern] {
        var patterns: [KeyPattern] = []
        var line = 1
        var index = 0
        while index + marker.count <= source.count {
            let byte = source[index]
            if byte == 10 { line += 1 }
            if byte == marker[0], source[index..<(index + marker.count)].elementsEqual(marker) {
                var end = index + marker.count
                while end < source.count, source[end] != 10 { end += 1 }
                let text = String(decoding: source[(index + marker.count)..<end], as: UTF8.self)
                let column = index - (source[..<index].lastIndex(of: 10) ?? -1)
                for word in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" }) where word != "*/" {
                    patterns.append(KeyPattern(String(word), location: StringsgenModel.SourceLocation(file, line: line, column: column)))
                }
                index = end
                continue
            }
            index += 1
        }
        return patterns
    }
}
