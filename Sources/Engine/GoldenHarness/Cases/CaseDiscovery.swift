import Foundation
import SafeIO
import SystemPackage

/// Finds golden cases below the paths given to `ordersh test`. It reads names only, so
/// obsolete `.out` files are found whatever `--filter` or `--shard` select. Names are
/// bytes: a case whose name is not UTF-8 is found, run and written like any other.
///
/// A file or folder whose name starts with `_` is not a case: that is where scripts
/// that cases `source` and data files they `set data` live (`_setup.osh`, `_data/`).
public struct CaseDiscovery: Sendable {
    /// What the paths hold.
    public struct Found: Sendable, Hashable {
        /// Every case, sorted by name.
        public var cases: [GoldenCase]
        /// `.out` files with no `.osh` beside them, as messages show them.
        public var obsolete: [String]

        /// What discovery found.
        public init(cases: [GoldenCase], obsolete: [String]) {
            self.cases = cases
            self.obsolete = obsolete
        }
    }

    /// What a case's script name ends with (`.osh`).
    public let scriptSuffix: String

    /// Discovery of the cases whose scripts end with `scriptSuffix` (the app's, `.osh`).
    public init(scriptSuffix: String) {
        self.scriptSuffix = scriptSuffix
    }

    /// The cases under each of `paths` (folders, searched recursively, or script files).
    public func discover(_ paths: [FilePath]) throws(HarnessUsageError) -> Found {
        var cases: Set<GoldenCase> = []
        var obsolete: Set<String> = []
        let script = Array(scriptSuffix.utf8)
        let expected = Array(GoldenCase.expectedExtension.utf8)
        for path in paths {
            let bytes = path.bytes
            var status = stat()
            guard path.withPlatformString({ stat($0, &status) }) == 0 else {
                throw HarnessUsageError("no such file or folder: \(EchoedValue.echoedPath(EchoedValue.path(bytes)))")
            }
            if status.st_mode & S_IFMT != S_IFDIR {
                guard bytes.count > script.count, bytes.suffix(script.count).elementsEqual(script) else {
                    throw HarnessUsageError("\(EchoedValue.echoedPath(EchoedValue.path(bytes))) is not a golden case (NAME\(scriptSuffix))")
                }
                cases.insert(GoldenCase(name: ShownBytes.text(of: bytes.dropLast(script.count)), scriptPath: path))
                continue
            }
            let found = Self.walk(path)
            // `test .` names `a.out`, not `./a.out`.
            let prefix: [UInt8] = bytes == [UInt8(ascii: ".")] ? [] : bytes == [UInt8(ascii: "/")] ? bytes : bytes + [UInt8(ascii: "/")]
            let files = Set(found)
            for relative in found where relative.count > script.count && relative.suffix(script.count).elementsEqual(script) {
                let stem = Array(relative.dropLast(script.count))
                cases.insert(GoldenCase(name: ShownBytes.text(of: stem), scriptPath: FilePath(bytes: prefix + relative)))
            }
            for relative in found where relative.count > expected.count && relative.suffix(expected.count).elementsEqual(expected) {
                if !files.contains(relative.dropLast(expected.count) + script) { obsolete.insert(ShownBytes.text(of: prefix + relative)) }
            }
        }
        return Found(cases: cases.sorted(), obsolete: obsolete.sorted())
    }

    /// Every file below `root` not behind a `_` or `.` name, relative to it, as bytes.
    private static func walk(_ root: FilePath) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var pending: [[UInt8]] = [[]]
        while let folder = pending.popLast() {
            let absolute = folder.isEmpty ? root : root.pushing(FilePath(bytes: folder))
            guard let entries = FolderListing.entries(of: absolute) else { continue }
            for entry in entries {
                let name = FilePath(root: nil, components: entry.name).bytes
                guard let first = name.first, first != UInt8(ascii: "_"), first != UInt8(ascii: ".") else { continue }
                let relative = folder.isEmpty ? name : folder + [UInt8(ascii: "/")] + name
                if entry.isFolder { pending.append(relative) } else { result.append(relative) }
            }
        }
        return result
    }
}

/// `ordersh test` was called in a way it cannot run (exit status 2).
public struct HarnessUsageError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    /// A refused path, saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
