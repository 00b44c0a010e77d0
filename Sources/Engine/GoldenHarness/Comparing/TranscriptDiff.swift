import Shell

/// A unified diff of an expected and an actual transcript (`-expected +actual`), whose hunk
/// headers name the `.osh` line and the command whose output differs. CR and trailing
/// blanks are made visible (`␍`, `␠`, `␉`), since they are invisible in a terminal.
struct TranscriptDiff: Sendable {
    /// One line of the diff, before rendering.
    enum Line: Hashable {
        case header(String)
        case hunk(String)
        case context(String)
        case removed(String)
        case added(String)
        case note(String)
    }

    let lines: [Line]

    /// Lines of context around each change.
    static let context = 3

    /// The diff of `expected` against `actual`, or `nil` when they match.
    /// `origins` gives, for each actual line, the script line that printed it.
    /// `prompt` begins each echoed command (`osh> `): a hunk's header names the command.
    init?(expected expectedText: String, actual actualText: String, origins: [Int?], script: String, expectedLabel: String, prompt: String) {
        if expectedText.utf8.elementsEqual(actualText.utf8) { return nil }
        let expected = TranscriptLines(expectedText)
        let actual = TranscriptLines(actualText)
        let patterns = expected.lines.map(LinePattern.init)
        let sameLines = patterns.count == actual.lines.count
            && zip(patterns, actual.lines).allSatisfy { $0.matches($1) }
        if sameLines && expected.endsWithNewline == actual.endsWithNewline { return nil }
        var lines: [Line] = [.header("--- expected  \(expectedLabel)"), .header("+++ actual")]
        if sameLines {
            lines.append(.note(expected.endsWithNewline
                ? "the lines match, but the actual transcript has no newline at its end"
                : "the lines match, but \(expectedLabel) has no newline at its end (--update rewrites it)"))
            self.lines = lines
            return
        }
        guard let edits = Self.edits(expected: patterns, actual: actual.lines) else {
            // Too many changes to diff within the bound: where they start, and both sides there.
            let first = zip(patterns, actual.lines).prefix { $0.matches($1) }.count
            lines.append(.note(
                "the transcripts differ from line \(first + 1) on, in more than \(Self.maximumEdits) lines; no line-by-line diff is shown"))
            let shown = first..<(first + Self.context)
            lines.append(.hunk("@@ -\(first + 1) +\(first + 1) @@ the first differing lines"))
            for index in shown where index < expected.lines.count { lines.append(.removed(expected.lines[index])) }
            for index in shown where index < actual.lines.count { lines.append(.added(actual.lines[index])) }
            self.lines = lines
            return
        }
        for hunk in Self.hunks(edits) {
            lines.append(.hunk(Self.header(hunk, edits: edits, actual: actual.lines, origins: origins, script: script, prompt: prompt)))
            for edit in edits[hunk] {
                switch edit {
                case .same(_, let a): lines.append(.context(actual.lines[a]))
                case .removed(let e, _): lines.append(.removed(expected.lines[e]))
                case .added(_, let a): lines.append(.added(actual.lines[a]))
                }
            }
        }
        self.lines = lines
    }

    /// The diff as text, coloured for a terminal when `color` is true.
    func rendered(color: Bool) -> String {
        lines.map { line in
            switch line {
            case .header(let text): Terminal.paint(VisibleText.escaped(text), "1", color)
            case .hunk(let text): Terminal.paint(VisibleText.escaped(text), "36", color)
            case .context(let text): " " + Self.visible(text)
            case .removed(let text): Terminal.paint("-" + Self.visible(text), "31", color)
            case .added(let text): Terminal.paint("+" + Self.visible(text), "32", color)
            case .note(let text): "  (\(text))"
            }
        }.joined(separator: "\n")
    }

    /// `text` with CR, and blanks at the end of the line, shown as symbols, and every other
    /// control or reordering character escaped (``VisibleText``): a transcript's bytes never
    /// reach the reviewer's terminal raw, so a change cannot hide a line of its own diff.
    static func visible(_ text: String) -> String {
        // A line of a 100 MB one-line transcript is shown by its start and its length:
        // the whole line made a 104 MB diff.
        var more = 0
        var text = Substring(text)
        if text.utf8.count > longestLine, let end = text.index(text.startIndex, offsetBy: longestLine, limitedBy: text.endIndex),
           end < text.endIndex {
            more = text[end...].count
            text = text[..<end]
        }
        return visibleWhole(String(text)) + (more > 0 ? "… (\(more) more characters)" : "")
    }

    /// The most characters of one line a diff shows.
    static let longestLine = 2_000

    private static func visibleWhole(_ text: String) -> String {
        var body = Substring(text)
        var tail = ""
        while let last = body.last, last == " " || last == "\t" || last == "\r" {
            tail = (last == " " ? "␠" : last == "\t" ? "␉" : "␍") + tail
            body = body.dropLast()
        }
        return VisibleText.escaped(String(body.replacing("\r", with: "␍"))) + tail
    }

    // MARK: Edits and hunks

    /// One step from the expected lines to the actual ones; each carries both positions.
    enum Edit: Hashable {
        case same(Int, Int)
        case removed(Int, Int)
        case added(Int, Int)

        var isChange: Bool {
            if case .same = self { false } else { true }
        }
    }

    /// The most lines a diff removes and adds before the harness gives up on showing it
    /// line by line (``BoundedLineDiff``): two unrelated 60,000-line transcripts took
    /// minutes with an unbounded diff.
    static let maximumEdits = 2_000

    /// A shortest edit script (Myers, ``BoundedLineDiff``), or `nil` past
    /// ``maximumEdits``. The lines are compared by position, so each expected line's
    /// pattern is made once.
    static func edits(expected: [LinePattern], actual: [String]) -> [Edit]? {
        guard let changes = BoundedLineDiff.changes(
            expectedCount: expected.count, actualCount: actual.count, maximumEdits: maximumEdits,
            same: { expected[$0].matches(actual[$1]) })
        else { return nil }
        let (removed, added) = (changes.removed, changes.added)
        var edits: [Edit] = []
        var e = 0
        var a = 0
        while e < expected.count || a < actual.count {
            if e < expected.count, removed.contains(e) {
                edits.append(.removed(e, a)); e += 1
            } else if a < actual.count, added.contains(a) {
                edits.append(.added(e, a)); a += 1
            } else {
                edits.append(.same(e, a)); e += 1; a += 1
            }
        }
        return edits
    }

    /// Ranges of `edits` to print: each change with up to ``context`` lines around it,
    /// neighbouring ranges merged.
    static func hunks(_ edits: [Edit]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() where edit.isChange {
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    /// `@@ -12,4 +12,5 @@ checkout.osh:7: apply-promo SAVE20`: the positions, then the
    /// script line and command of the first change.
    private static func header(_ hunk: Range<Int>, edits: [Edit], actual: [String], origins: [Int?], script: String, prompt: String) -> String {
        let slice = edits[hunk]
        let expectedStart = slice.first.map(expectedPosition) ?? 0
        let actualStart = slice.first.map(actualPosition) ?? 0
        let expectedCount = slice.filter { if case .added = $0 { false } else { true } }.count
        let actualCount = slice.filter { if case .removed = $0 { false } else { true } }.count
        var text = "@@ -\(range(expectedStart, expectedCount)) +\(range(actualStart, actualCount)) @@"
        guard let first = slice.firstIndex(where: \.isChange) else { return text }
        // The actual line the change belongs to: the first added line of the first run of
        // changes; for a run that only removes lines, the line printed just before the gap
        // (or just after it, at the very start).
        let run = slice[first...].prefix(while: \.isChange)
        let change = run.first { if case .added = $0 { true } else { false } } ?? slice[first]
        let position: Int = switch change {
        case .added(_, let a): a
        case .removed(_, let a), .same(_, let a): a > 0 ? a - 1 : a
        }
        guard position < actual.count, position < origins.count, let line = origins[position] else { return text }
        text += " \(script):\(line)"
        if let echo = actual[...position].lastIndex(where: { $0.hasPrefix(prompt) }), origins[echo] == line {
            text += ": " + actual[echo].dropFirst(prompt.count)
        }
        return text
    }

    private static func expectedPosition(_ edit: Edit) -> Int {
        switch edit {
        case .same(let e, _), .removed(let e, _), .added(let e, _): e
        }
    }

    private static func actualPosition(_ edit: Edit) -> Int {
        switch edit {
        case .same(_, let a), .removed(_, let a), .added(_, let a): a
        }
    }

    /// `start,count` in unified-diff form (1-based; an empty range names the line before it).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }
}
