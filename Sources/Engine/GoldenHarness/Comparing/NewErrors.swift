import SafeIO
import SystemPackage

/// The one rule of `--review`, `--update` and `record stop` (shell.md §5): a transcript
/// with more `error:` lines than the one it replaces is written only when asked once more,
/// with `--accept-errors`, or in a case that says `# golden: keep-going`, so a failing
/// `expect` never becomes the expected output by a slip.
public enum NewErrors {
    /// How many lines of `transcript` report an error (`error: …`, `FILE:3:1: error: …`).
    public static func lines(in transcript: String) -> Int {
        transcript.split(separator: "\n").count { $0.hasPrefix("error: ") || $0.contains(": error: ") }
    }

    /// How many more error lines `transcript` has than `old` (`nil`: no transcript yet).
    public static func count(in transcript: String, replacing old: [UInt8]?) -> Int {
        lines(in: transcript) - (old.map { lines(in: String(decoding: $0, as: UTF8.self)) } ?? 0)
    }

    /// `1 new error line would become the expected output`.
    public static func describe(_ count: Int) -> String {
        "\(count) new error line\(count == 1 ? "" : "s") would become the expected output"
    }

    /// Whether the case's script says `# golden: keep-going` (its errors are meant).
    static func keepsGoing(_ goldenCase: GoldenCase) -> Bool {
        guard let bytes = try? RegularFile.read(goldenCase.scriptPath, limit: CaseDirectives.scriptLimit) else { return false }
        return (try? CaseDirectives.parse(String(decoding: bytes, as: UTF8.self)))?.keepGoing ?? false
    }
}
