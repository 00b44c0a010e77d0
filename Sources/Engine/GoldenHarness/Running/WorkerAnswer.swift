import Shell

/// What a helper answers for a case: its ``CaseRun`` as a ``HelperFrame``.
///
/// The fields, in order: how the run ended (`ran`, `skipped`, `broken`, `timedOut`); the
/// reason, or the command a time limit stopped (absent when there is none); the limit and
/// the line (absent unless timed out); the nanoseconds; the transcript's line origins
/// (numbers, `-` for none, a space between); the transcript; the number of command
/// forms the case ran, those forms, then the display properties it read.
enum WorkerAnswer {
    /// The answer for `run`, as the helper writes it.
    static func encode(_ run: CaseRun) -> [UInt8] {
        var kind: String
        var text: String?
        var limit: [UInt8]?
        var line: [UInt8]?
        switch run.outcome {
        case .ran:
            kind = "ran"
        case .skipped(let reason):
            (kind, text) = ("skipped", reason)
        case .broken(let reason):
            (kind, text) = ("broken", reason)
        case .timedOut(let nanoseconds, let number, let command):
            (kind, text) = ("timedOut", command)
            limit = [UInt8](decimal: nanoseconds)
            line = number.map { [UInt8](decimal: $0) }
        }
        var origins: [UInt8] = []
        origins.reserveCapacity(run.lineOrigins.count * 3)
        for (position, origin) in run.lineOrigins.enumerated() {
            if position > 0 { origins.append(UInt8(ascii: " ")) }
            if let origin { origins.appendDecimal(origin) } else { origins.append(UInt8(ascii: "-")) }
        }
        var fields: [[UInt8]?] = [
            Array(kind.utf8), text.map { Array($0.utf8) }, limit, line, [UInt8](decimal: run.nanoseconds), origins,
            Array(run.transcript.utf8), [UInt8](decimal: run.coverage.commands.count),
        ]
        fields += run.coverage.commands.sorted().map { Array($0.utf8) }
        fields += run.coverage.properties.sorted().map { Array($0.utf8) }
        return HelperFrame(fields).encoded
    }

    /// The run `frame` holds; `nil` when it holds none.
    static func run(from frame: HelperFrame) -> CaseRun? {
        let fields = frame.fields
        guard fields.count >= 8, let kind = fields[0], let time = fields[4], let nanoseconds = Int(decimal: time),
              let origins = fields[5].flatMap(lineOrigins), let transcript = fields[6],
              let countField = fields[7], let commandCount = Int(decimal: countField), commandCount >= 0,
              commandCount <= fields.count - 8
        else { return nil }
        let text = fields[1].map { String(decoding: $0, as: UTF8.self) }
        let outcome: CaseRun.Outcome
        switch String(decoding: kind, as: UTF8.self) {
        case "ran": outcome = .ran
        case "skipped": outcome = .skipped(reason: text ?? "")
        case "broken": outcome = .broken(reason: text ?? "")
        case "timedOut":
            guard let limitField = fields[2], let limit = Int(decimal: limitField) else { return nil }
            var line: Int?
            if let lineField = fields[3] {
                guard let number = Int(decimal: lineField) else { return nil }
                line = number
            }
            outcome = .timedOut(limit: Int64(limit), line: line, command: text)
        default: return nil
        }
        var strings: [String] = []
        strings.reserveCapacity(fields.count - 8)
        for field in fields[8...] {
            guard let field else { return nil }
            strings.append(String(decoding: field, as: UTF8.self))
        }
        return CaseRun(
            outcome: outcome, transcript: String(decoding: transcript, as: UTF8.self), lineOrigins: origins,
            nanoseconds: Int64(nanoseconds),
            coverage: ReadCoverage(commands: Set(strings[..<commandCount]), properties: Set(strings[commandCount...])))
    }

    /// Numbers and `-`, a space between; `nil` when the field holds anything else.
    private static func lineOrigins(_ field: [UInt8]) -> [Int?]? {
        guard !field.isEmpty else { return [] }
        var origins: [Int?] = []
        for word in field.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false) {
            if word.elementsEqual([UInt8(ascii: "-")]) {
                origins.append(nil)
            } else {
                guard let number = Int(decimal: word) else { return nil }
                origins.append(number)
            }
        }
        return origins
    }
}

/// How reading a helper's answer ended.
enum AnswerWait {
    case answer(CaseRun)
    case unreadable
    case ended
    case timedOut
}

extension LineReader {
    /// The next answer, waiting until `deadline` at most (`nil`: for ever). A helper that
    /// stops inside an answer has ended.
    mutating func nextAnswer(before deadline: ContinuousClock.Instant?) -> AnswerWait {
        switch nextFrame(before: deadline) {
        case .frame(let frame): WorkerAnswer.run(from: frame).map { .answer($0) } ?? .unreadable
        case .ended, .cut: .ended
        case .unreadable: .unreadable
        case .timedOut: .timedOut
        }
    }
}
