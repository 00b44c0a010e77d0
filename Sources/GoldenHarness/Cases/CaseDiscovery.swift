import Foundation

/// Finds golden cases below the paths given to `ordersh test`. It reads names only, so
/// obsolete `.out` files are found whatever `--filter` or `--shard` select.
///
/// A file or folder whose name starts with `_` is not a case: that is where scripts
/// that cases `source` and data files they `set data` live (`_setup.osh`, `_data/`).
public struct CaseDiscovery: Sendable {
    /// What the paths hold.
    public struct Found: Sendable, Hashable {
        /// Every case, sorted by name.
        public var cases: [GoldenCase]
        /// `.out` files with no `.osh` beside them, as paths.
        public var obsolete: [String]

        public init(cases: [GoldenCase], obsolete: [String]) {
            self.cases = cases
            self.obsolete = obsolete
        }
    }

    public init() {}

    /// The cases under each of `paths` (folders, searched recursively, or `.osh` files).
    public func discover(_ paths: [String]) throws(HarnessUsageError) -> Found {
        var cases: Set<GoldenCase> = []
        var obsolete: Set<String> = []
        let files = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw HarnessUsageError("no such file or folder: \(path)")
            }
            if !isDirectory.boolValue {
                guard path.hasSuffix(GoldenCase.scriptExtension) else {
                    throw HarnessUsageError("\(path) is not a golden case (NAME.osh)")
                }
                cases.insert(GoldenCase(name: String(path.dropLast(GoldenCase.scriptExtension.count)), scriptPath: path))
                continue
            }
            let root = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = Self.walk(root)
            // `ordersh test .` names `a.out`, not `./a.out`.
            let prefix = root == "." ? "" : root == "/" ? "/" : root + "/"
            for relative in found where relative.hasSuffix(GoldenCase.scriptExtension) {
                cases.insert(GoldenCase(name: String(relative.dropLast(GoldenCase.scriptExtension.count)), scriptPath: prefix + relative))
            }
            let scripts = Set(found.filter { $0.hasSuffix(GoldenCase.scriptExtension) })
            for relative in found where relative.hasSuffix(GoldenCase.expectedExtension) {
                let script = String(relative.dropLast(GoldenCase.expectedExtension.count)) + GoldenCase.scriptExtension
                if !scripts.contains(script) { obsolete.insert(prefix + relative) }
            }
        }
        return Found(cases: cases.sorted(), obsolete: obsolete.sorted())
    }

    /// Every file below `root` not behind a `_` name, relative to it, sorted.
    private static func walk(_ root: String) -> [String] {
        var result: [String] = []
        var pending = [""]
        let files = FileManager.default
        while let folder = pending.popLast() {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            guard let names = try? files.contentsOfDirectory(atPath: absolute) else { continue }
            for name in names where !name.hasPrefix("_") && !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var isDirectory: ObjCBool = false
                guard files.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { pending.append(relative) } else { result.append(relative) }
            }
        }
        return result.sorted()
    }
}

/// `ordersh test` was called in a way it cannot run (exit status 2).
public struct HarnessUsageError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
