import Foundation
import Testing

/// The display product is what an app's presentation module, built for iOS, imports
/// (shell.md §6): every target it links imports Foundation and Observation only, and no
/// POSIX, libedit, argument parser or system package; the macro's plug-in, which runs on the
/// build machine, needs swift-syntax and nothing else. Read from the manifest
/// (`swift package dump-package`) and the targets' sources, so a dependency added to any
/// target of the closure fails here.
@Suite("The display product's closure")
struct DisplayProductClosureTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A target of the manifest: its kind, folder, and what it depends on.
    struct Target {
        let name: String
        let type: String
        let path: String
        /// Targets of this package it names.
        let targets: [String]
        /// Products of other packages it names, as `package/product`.
        let products: [String]
        /// Whether its settings link a library or pass unchecked flags.
        let linksOrUnsafe: Bool
    }

    /// The manifest's targets and products, as `swift package dump-package` reads them from a
    /// copy of Package.swift (a folder of its own, so the build's lock is not waited for).
    static func manifest() throws -> (targets: [String: Target], products: [String: [String]]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("Package.swift"), to: folder.appendingPathComponent("Package.swift"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package"]
        process.currentDirectoryURL = folder
        // The manifest as an adopter's build reads it: the switches of this repository's own
        // builds (a prebuilt plug-in, the fuzzer) left out.
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "ORDERSH_MACRO_PLUGIN")
        environment.removeValue(forKey: "ORDERSH_FUZZ")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var targets: [String: Target] = [:]
        for case let entry as [String: Any] in json["targets"] as? [Any] ?? [] {
            guard let name = entry["name"] as? String else { continue }
            var named: [String] = []
            var products: [String] = []
            for case let dependency as [String: Any] in entry["dependencies"] as? [Any] ?? [] {
                if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any], let first = byName.first as? String {
                    named.append(first)
                } else if let product = dependency["product"] as? [Any], let productName = product.first as? String {
                    products.append("\(product.count > 1 ? (product[1] as? String ?? "?") : "?")/\(productName)")
                }
            }
            let settings = (entry["settings"] as? [[String: Any]] ?? []).compactMap { ($0["kind"] as? [String: Any])?.keys.first }
            targets[name] = Target(
                name: name, type: entry["type"] as? String ?? "", path: entry["path"] as? String ?? "Sources/\(name)",
                targets: named, products: products,
                linksOrUnsafe: settings.contains { ["linkedLibrary", "linkedFramework", "unsafeFlags"].contains($0) })
        }
        var products: [String: [String]] = [:]
        for case let entry as [String: Any] in json["products"] as? [Any] ?? [] {
            if let name = entry["name"] as? String { products[name] = entry["targets"] as? [String] ?? [] }
        }
        return (targets, products)
    }

    /// The targets `product` links into an app, and those it builds only to run on the build
    /// machine (a macro's plug-in and what the plug-in depends on).
    static func closure(of product: String) throws -> (linked: [Target], host: [Target]) {
        let (targets, products) = try manifest()
        var linked: [String: Target] = [:]
        var host: [String: Target] = [:]
        var pending = (products[product] ?? []).map { ($0, false) }
        while let (name, onHost) = pending.popLast() {
            guard let target = targets[name] else { continue }
            let runsOnHost = onHost || target.type == "macro"
            if runsOnHost {
                guard host.updateValue(target, forKey: name) == nil else { continue }
            } else {
                guard linked.updateValue(target, forKey: name) == nil else { continue }
            }
            pending += target.targets.map { ($0, runsOnHost) }
        }
        return (linked.values.sorted { $0.name < $1.name }, host.values.sorted { $0.name < $1.name })
    }

    /// Each `import` of the Swift sources under `path`, and each line that names a system
    /// module or asks which platform it is built for.
    static func imports(under path: String) throws -> (modules: Set<String>, platformLines: [String]) {
        let folder = root.appendingPathComponent(path)
        var modules: Set<String> = []
        var platformLines: [String] = []
        let importLine = /^\s*(?:@\w+\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/
        for case let file as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator()
        where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let match = line.firstMatch(of: importLine) { modules.insert(String(match.1)) }
                if line.contains("canImport(") || line.contains("Glibc") || line.contains("Darwin") || line.contains("os(Linux)") {
                    platformLines.append("\(path)/\(file):\(number + 1)")
                }
            }
        }
        return (modules, platformLines)
    }

    @Test("ViewModelDisplay links only its own two targets, with no other package, library or flag")
    func linkedTargets() throws {
        let (linked, host) = try Self.closure(of: "ViewModelDisplay")
        #expect(linked.map(\.name) == ["EchoedText", "ViewModelDisplay"])
        #expect(linked.flatMap(\.products) == [])
        #expect(linked.filter(\.linksOrUnsafe).map(\.name) == [])
        #expect(linked.allSatisfy { $0.type == "regular" })
        #expect(host.map(\.name) == ["DisplayStateExpansion", "DisplayStateMacros"])
        #expect(Set(host.flatMap(\.products).map { $0.split(separator: "/")[0] }) == ["swift-syntax"])
    }

    @Test("its sources import Foundation, Observation and each other, and call no platform's API")
    func linkedSources() throws {
        let (linked, _) = try Self.closure(of: "ViewModelDisplay")
        var modules: Set<String> = []
        var platformLines: [String] = []
        for target in linked {
            let found = try Self.imports(under: target.path)
            modules.formUnion(found.modules)
            platformLines += found.platformLines
        }
        #expect(modules.isSubset(of: ["Foundation", "Observation", "EchoedText"]), "\(modules.sorted())")
        #expect(modules.contains("Foundation"))
        #expect(platformLines == [])
    }

    @Test("the shell product, by contrast, reaches libedit, the argument parser and swift-system")
    func shellProductReachesMore() throws {
        // The same reading finds what the display product must not have, where it is.
        let (linked, _) = try Self.closure(of: "ViewModelShell")
        let products = Set(linked.flatMap(\.products))
        #expect(products.isSuperset(of: ["swift-argument-parser/ArgumentParser", "swift-system/SystemPackage"]), "\(products.sorted())")
        #expect(linked.contains { $0.type == "system" })
        #expect(try !Self.imports(under: "Sources/Engine/LineEditor").platformLines.isEmpty)
    }
}
