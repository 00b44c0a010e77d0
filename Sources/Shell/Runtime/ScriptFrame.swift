import Foundation

/// Where the commands being run come from: the name used in error locations, the
/// folder relative paths start from, the script's arguments, and the `source` chain.
public struct ScriptFrame: Sendable {
    /// `checkout.osh`, `-c`, `<stdin>`; `nil` at the interactive prompt (no location).
    public var file: String?
    /// The folder `set data` and `source` resolve relative paths against (`nil`: the working directory).
    public var directory: String?
    public var arguments: ScriptArguments?
    /// The `source` commands that led here, innermost first.
    var includedFrom: [SourceLocation] = []
    /// The standardized paths of the scripts being sourced, outermost first (to find cycles).
    var openScripts: [String] = []

    public init(file: String?, directory: String? = nil, arguments: ScriptArguments? = nil) {
        self.file = file
        self.directory = directory
        self.arguments = arguments
    }

    /// The interactive prompt.
    public static let interactive = ScriptFrame(file: nil)

    /// A script file run directly: locations name `path` as given, relative paths start in its folder.
    public static func script(path: String, arguments: [String]) -> ScriptFrame {
        var frame = ScriptFrame(
            file: path,
            directory: (path as NSString).deletingLastPathComponent,
            arguments: ScriptArguments(name: path, values: arguments))
        frame.openScripts = [Self.standardized(path)]
        return frame
    }

    /// The frame of the script at `path`, run by `source` at `location` in this frame.
    func including(_ path: String, at location: SourceLocation) -> ScriptFrame {
        var inner = ScriptFrame(file: path, directory: (path as NSString).deletingLastPathComponent, arguments: arguments)
        inner.includedFrom = [location] + includedFrom
        inner.openScripts = openScripts + [Self.standardized(path)]
        return inner
    }

    /// `path` relative to this frame's folder, as the user would write it from here.
    func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/"), let directory, !directory.isEmpty else { return path }
        return (directory as NSString).appendingPathComponent(path)
    }

    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).standardizingPath
    }
}
