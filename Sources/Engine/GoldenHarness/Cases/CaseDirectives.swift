import Foundation
import Shell

/// What a case asks of the harness, in comment lines of its own (`# golden: keep-going`,
/// `#golden:` too), anywhere in the script. To the shell they are ordinary comments.
public struct CaseDirectives: Sendable, Hashable {
    /// Go on after a failing command, so one case can lock several error transcripts.
    public var keepGoing = false
    /// Not run; counted as skipped, with this reason.
    public var skipReason: String?
    /// How long the case may run, instead of `--timeout` (`.zero`: as long as it takes).
    public var timeout: Duration?

    /// The directives of a case; see each property.
    public init(keepGoing: Bool = false, skipReason: String? = nil, timeout: Duration? = nil) {
        self.keepGoing = keepGoing
        self.skipReason = skipReason
        self.timeout = timeout
    }

    /// What follows `#` (and blanks) in a directive line.
    /// The most of a script read to find its directives (a case is never this long).
    static let scriptLimit = 64 << 20

    static let keyword = "golden:"

    /// The directives of `script`; an unknown one is an error that names its line.
    static func parse(_ script: String) throws(CaseSetupError) -> CaseDirectives {
        var directives = CaseDirectives()
        for (index, line) in script.utf8.lines.enumerated() {
            // Most lines are commands: only one with a `#` can be a directive, and the
            // trimming below is Foundation's, slow for every line of every case.
            guard line.utf8.contains(UInt8(ascii: "#")) else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.hasPrefix("#") else { continue }
            let comment = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix(keyword) else { continue }
            let body = comment.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
            let word = body.prefix { $0 != " " && $0 != "\t" }
            let rest = body.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            switch word {
            case "keep-going" where rest.isEmpty:
                directives.keepGoing = true
            case "skip":
                directives.skipReason = rest.isEmpty ? "no reason given" : rest
            case "timeout":
                guard let duration = DurationText.parse(rest) else {
                    throw CaseSetupError("line \(index + 1): timeout takes a duration like 2m, 90s or 0 (none), not '\(rest)'")
                }
                directives.timeout = duration
            default:
                throw CaseSetupError(
                    "line \(index + 1): unknown directive '\(body)' (known: '# golden: keep-going', '# golden: skip REASON', '# golden: timeout DURATION')")
            }
        }
        return directives
    }
}

/// A case could not be run as written (unreadable script, unknown directive).
public struct CaseSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    /// A refused directive, saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
