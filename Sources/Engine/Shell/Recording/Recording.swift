import Foundation
import DisplayInterface
import SafeIO
import SystemPackage

/// A recording in progress (`record PATH` … `record stop`): where the case goes, the
/// session's environment when it started, and every command kept since.
struct Recording {
    /// The case's path without extension, as the process opens it.
    let basePath: FilePath
    /// The case's path without extension, as the user typed it (for messages).
    let shownPath: String
    /// The case's folder, absolute: the paths the case names are written relative to it.
    let directory: FilePath
    let replace: Bool
    /// The settings the case starts with (`set now …`), in the order `set` lists them.
    let presets: [(name: String, value: SettingState.Recorded)]
    /// Whether the session followed the system clock: the case fixes now at the instant
    /// recording started.
    let followsSystemClock: Bool
    private(set) var commands: [Kept] = []
    /// Commands not kept, each with why (`history (not part of a case)`).
    private(set) var leftOut: [String] = []

    /// A command kept, as it goes into the case, and what the user saw after it.
    struct Kept {
        let text: String
        let outcome: CommandOutcome
        let state: SessionSnapshot
    }

    init(
        path: FilePath, shownAs shown: String, replace: Bool, presets: [(name: String, value: SettingState.Recorded)],
        followsSystemClock: Bool, identity: AppIdentity
    ) {
        self.identity = identity
        let suffixes = [identity.scriptSuffix, ".out"]
        let base = FilePath(bytes: Self.droppingExtension(path.bytes, suffixes))
        basePath = base
        shownPath = String(decoding: Self.droppingExtension(Array(shown.utf8), suffixes), as: UTF8.self)
        directory = ScriptFrame.standardized(base).removingLastComponent()
        self.replace = replace
        self.presets = presets
        self.followsSystemClock = followsSystemClock
    }

    /// The app whose case it is: its script extension and name.
    let identity: AppIdentity
    var scriptPath: FilePath { FilePath(bytes: basePath.bytes + Array(identity.scriptSuffix.utf8)) }
    var transcriptPath: FilePath { FilePath(bytes: basePath.bytes + Array(".out".utf8)) }
    var shownScript: String { shownPath + identity.scriptSuffix }
    var shownTranscript: String { shownPath + ".out" }

    mutating func keep(_ text: String, outcome: CommandOutcome, state: SessionSnapshot) {
        commands.append(Kept(text: text, outcome: outcome, state: state))
    }

    mutating func leaveOut(_ text: String, because reason: String) {
        leftOut.append("\(text) (\(reason))")
    }

    /// The first line of the script that holds a kept command.
    var firstCommandLine: Int { preamble.count + 1 }

    /// The case's script: a comment, the directives, the environment as `set` lines, then
    /// one command per line.
    var script: String {
        (preamble + commands.map(\.text)).joined(separator: "\n") + "\n"
    }

    private var preamble: [String] {
        var lines = ["# Recorded at the \(identity.name) prompt; `\(identity.testCommand)` replays it."]
        if commands.contains(where: { $0.outcome == .failure }) { lines.append("# golden: keep-going") }
        for (name, value) in presets {
            switch value {
            case .text(let text): lines.append("set \(name) \(ScriptText.word(text))")
            case .file(let path): lines.append("set \(name) \(ScriptText.word(PathText.relative(path, from: directory)))")
            }
        }
        return lines
    }

    /// `checkout` for `checkout.osh` or `checkout.out`: the user may name either file.
    private static func droppingExtension(_ path: [UInt8], _ suffixes: [String]) -> [UInt8] {
        for suffix in suffixes.map({ Array($0.utf8) }) where path.count > suffix.count && Array(path.suffix(suffix.count)) == suffix {
            return Array(path.dropLast(suffix.count))
        }
        return path
    }
}
