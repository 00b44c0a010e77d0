/// One golden case: `NAME.osh` and its expected transcript `NAME.out` beside it.
public struct GoldenCase: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The case's name: its path below the folder it was found in, without `.osh`
    /// (`checkout/save20`), or the script's path as given when it was named directly.
    public let name: String
    /// The script, as a path the process can open.
    public let scriptPath: String

    public init(name: String, scriptPath: String) {
        self.name = name
        self.scriptPath = scriptPath
    }

    /// The expected transcript beside the script.
    public var expectedPath: String { String(scriptPath.dropLast(GoldenCase.scriptExtension.count)) + GoldenCase.expectedExtension }

    /// The script's file name, as the transcript's errors name it (`save20.osh`).
    public var scriptFileName: String { scriptPath.split(separator: "/").last.map(String.init) ?? scriptPath }

    public var description: String { name }

    public static func < (lhs: GoldenCase, rhs: GoldenCase) -> Bool {
        (lhs.name, lhs.scriptPath) < (rhs.name, rhs.scriptPath)
    }

    static let scriptExtension = ".osh"
    static let expectedExtension = ".out"
}
