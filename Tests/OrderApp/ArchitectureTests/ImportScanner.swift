import Foundation

/// One `import` statement found in a Swift source file.
struct ImportStatement: Equatable {
    let file: String
    let line: Int
    /// `internal`, `public`, … or `nil` when no access level is written.
    let accessLevel: String?
    let module: String
}

/// Finds the import statements of every Swift file below a `Sources/` folder,
/// grouped by target (the first folder below `Sources/`).
enum ImportScanner {
    static func scan(sources: URL) throws -> [String: [ImportStatement]] {
        var byTarget: [String: [ImportStatement]] = [:]
        for target in try targetFolders(in: sources) {
            var statements: [ImportStatement] = []
            let files = FileManager.default.enumerator(at: target, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                let relative = String(file.path.dropFirst(sources.path.count + 1))
                statements += imports(in: text, file: relative)
            }
            byTarget[target.lastPathComponent] = statements
        }
        return byTarget
    }

    /// The folders of a part (`Sources/Engine`, `Sources/OrderApp`): what holds targets, not code.
    static let parts: Set<String> = ["Engine", "OrderApp"]

    /// Each target's folder below `sources`: a folder of its own, or one of a part's.
    static func targetFolders(in sources: URL) throws -> [URL] {
        var folders: [URL] = []
        for folder in try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil) where folder.hasDirectoryPath {
            if parts.contains(folder.lastPathComponent) {
                folders += try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter(\.hasDirectoryPath)
            } else {
                folders.append(folder)
            }
        }
        return folders
    }

    /// The folder of the target `name` below `sources`, in whichever part holds it.
    static func folder(of name: String, in sources: URL) -> URL {
        (try? targetFolders(in: sources).first { $0.lastPathComponent == name }) ?? sources.appendingPathComponent(name)
    }

    /// The imports of one file's text, including `@testable`, `@_exported` and `import struct M.T` forms.
    static func imports(in text: String, file: String) -> [ImportStatement] {
        let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        var result: [ImportStatement] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            var access: String?
            if let first = words.first, accessLevels.contains(first) {
                access = first
                words = words.dropFirst()
            }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let first = words.first, kinds.contains(first) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            let module = String(path.prefix { $0 != "." && $0 != ";" })
            result.append(ImportStatement(file: file, line: index + 1, accessLevel: access, module: module))
        }
        return result
    }
}

/// The layer rules of domain.md §1, checked against scanned imports.
enum LayerRules {
    /// The modules that hold domain models or data access.
    static let modelLayers: Set<String> = ["Domain", "OrderData"]

    /// What each target may import of the model layers. A target not listed here —
    /// the shell, the line editor, the harness, or any target added later — may import neither.
    static let allowed: [String: Set<String>] = [
        "Domain": [],
        "OrderData": ["Domain"],
        "Presentation": ["Domain"],
        "Composition": ["OrderData"],
    ]

    /// Targets whose imports of Domain must be `internal` (so no public API can name a Domain type).
    static let internalOnly: Set<String> = ["Presentation"]

    /// The engine (the library product and what it holds) knows no module of the order app.
    static let engine: Set<String> = [
        "DisplayInterface", "DisplayStateExpansion", "DisplayStateMacros", "Shell", "GoldenHarness", "LineEditor", "ShellProgram",
        "ViewModelShell", "SafeIO",
    ]
    /// The order app's own modules.
    static let appModules: Set<String> = ["Domain", "OrderData", "Presentation", "Composition"]

    /// Every broken rule, one line each: `Shell/Renderer.swift:3: Shell imports Domain`.
    static func violations(_ byTarget: [String: [ImportStatement]]) -> [String] {
        var found: [String] = []
        for (target, statements) in byTarget.sorted(by: { $0.key < $1.key }) {
            let permitted = allowed[target] ?? []
            if engine.contains(target) {
                for statement in statements where appModules.contains(statement.module) && !modelLayers.contains(statement.module) {
                    found.append("\(statement.file):\(statement.line): \(target) imports \(statement.module)")
                }
            }
            for statement in statements where modelLayers.contains(statement.module) {
                if !permitted.contains(statement.module) {
                    found.append("\(statement.file):\(statement.line): \(target) imports \(statement.module)")
                } else if internalOnly.contains(target), statement.accessLevel != "internal" {
                    found.append("\(statement.file):\(statement.line): \(target) must write `internal import \(statement.module)`")
                }
            }
        }
        return found.sorted()
    }
}
