import GoldenHarness

/// `diff`: the bytes split at the first NUL into an expected and an actual transcript,
/// compared as the harness compares them. The diff is empty exactly when the texts are
/// equal; every removed line comes from the expected text and every added one from the
/// actual text; a text compared with itself has no diff; texts that match have as many lines.
enum DiffFuzz {
    static func run(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        let expected = String(decoding: bytes[..<split], as: UTF8.self)
        let actual = String(decoding: bytes[min(split + 1, bytes.count)...], as: UTF8.self)
        invariant(TranscriptComparison.diff(expected: expected, actual: expected, script: "case.osh", prompt: "osh> ") == nil, "a text differs from itself")
        let expectedLines = TranscriptComparison.lines(expected)
        let actualLines = TranscriptComparison.lines(actual)
        guard let diff = TranscriptComparison.diff(expected: expected, actual: actual, script: "case.osh", prompt: "osh> ") else {
            invariant(expectedLines.count == actualLines.count, "no diff, but \(expectedLines.count) lines against \(actualLines.count)")
            return
        }
        invariant(expected != actual, "equal texts have a diff")
        invariant(!diff.rendered.isEmpty, "a diff that prints nothing")
        let expectedSet = Set(expectedLines)
        let actualSet = Set(actualLines)
        for line in diff.removed { invariant(expectedSet.contains(line), "removed line not in the expected text: \(line)") }
        for line in diff.added { invariant(actualSet.contains(line), "added line not in the actual text: \(line)") }
    }
}
