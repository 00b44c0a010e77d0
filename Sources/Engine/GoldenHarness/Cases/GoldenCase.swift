import SafeIO
import SystemPackage

/// One golden case: `NAME.osh` and its expected transcript `NAME.out` beside it.
public struct GoldenCase: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The case's name: its path below the folder it was found in, without `.osh`
    /// (`checkout/save20`), or the script's path as given when it was named directly;
    /// bytes that are not UTF-8 are shown as `\xFE`.
    public let name: String
    /// The script, as the path the process opens: bytes, exactly as found.
    public let scriptPath: FilePath

    /// The case `name` whose script is at `scriptPath`.
    public init(name: String, scriptPath: FilePath) {
        self.name = name
        self.scriptPath = scriptPath
    }

    /// The expected transcript beside the script: its name with `.out` for the script's
    /// extension (`save20.osh` → `save20.out`).
    public var expectedPath: FilePath {
        let name = scriptPath.nameBytes
        let extensionLength = name.lastIndex(of: UInt8(ascii: ".")).map { name.count - $0 } ?? 0
        return FilePath(bytes: scriptPath.bytes.dropLast(extensionLength) + Array(GoldenCase.expectedExtension.utf8))
    }

    /// The script as messages show it.
    public var shownScript: String { scriptPath.shown }
    /// The expected transcript as messages show it.
    public var shownExpected: String { expectedPath.shown }

    /// The script's file name, as the transcript's errors name it (`save20.osh`).
    public var scriptFileName: String { scriptPath.isEmpty ? shownScript : ShownBytes.text(of: scriptPath.nameBytes) }

    public var description: String { name }

    public static func < (lhs: GoldenCase, rhs: GoldenCase) -> Bool {
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        return lhs.scriptPath.bytes.lexicographicallyPrecedes(rhs.scriptPath.bytes)
    }

    static let expectedExtension = ".out"
}
