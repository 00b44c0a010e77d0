import DisplayInterface
import Presentation

/// Reads `filter KEY OP VALUE …` into clauses. Blanks around the operator are optional
/// (`total>50`); a value runs to the end of its word, and a quoted word is always a value.
enum FilterArgumentParser {
    private static let operators = FilterOperator.allCases.map(\.rawValue).sorted { $0.count > $1.count }
    private static let operatorCharacters = Set(FilterOperator.allCases.flatMap(\.rawValue))

    /// A piece of a word still to be read, with its place.
    private struct Piece {
        var text: Substring
        var location: SourceLocation
        var isQuoted: Bool
    }

    static func parse(_ words: [Word], command: Word) throws(ShellError) -> [LocatedFilterClause] {
        var pieces = words.map { Piece(text: Substring($0.text), location: $0.location, isQuoted: $0.isQuoted) }[...]
        var clauses: [LocatedFilterClause] = []
        while let keyPiece = pieces.first {
            pieces.removeFirst()
            let (key, rest) = splitKey(keyPiece)
            guard let filterKey = FilterKey(rawValue: String(key.text)) else {
                throw ShellError(
                    "unknown filter key \(EchoedValue.quoted(key.text))", at: key.location,
                    suggesting: Suggestion.nearest(to: String(key.text), in: FilterKey.allCases.map(\.rawValue)))
            }
            var opPiece: Piece
            if let rest { opPiece = rest } else if let next = pieces.first { opPiece = next; pieces.removeFirst() } else {
                throw missing("an operator", after: key, command: command, key: filterKey)
            }
            guard !opPiece.isQuoted, let op = operators.first(where: { opPiece.text.hasPrefix($0) }),
                  let filterOperator = FilterOperator(rawValue: op) else {
                throw ShellError(
                    "expected an operator after \(EchoedValue.quoted(key.text)) (\(operatorList(for: filterKey))), found \(EchoedValue.quoted(opPiece.text))",
                    at: opPiece.location)
            }
            guard filterKey.operators.contains(filterOperator) else {
                throw ShellError(
                    "\(filterKey.rawValue) takes \(operatorList(for: filterKey)), not \(op)", at: opPiece.location)
            }
            var valuePiece: Piece
            let afterOp = opPiece.text.dropFirst(op.count)
            if !afterOp.isEmpty {
                valuePiece = Piece(text: afterOp, location: opPiece.location.advanced(by: op.count), isQuoted: false)
            } else if let next = pieces.first {
                valuePiece = next
                pieces.removeFirst()
            } else {
                throw missing("a value", after: opPiece, command: command, key: filterKey)
            }
            if valuePiece.text.isEmpty && !valuePiece.isQuoted {
                throw missing("a value", after: opPiece, command: command, key: filterKey)
            }
            clauses.append(LocatedFilterClause(
                clause: FilterClause(filterKey, filterOperator, String(valuePiece.text)),
                valueLocation: valuePiece.location))
        }
        return clauses
    }

    /// The key at the start of `piece`, and what follows it in the same word.
    private static func splitKey(_ piece: Piece) -> (key: Piece, rest: Piece?) {
        guard !piece.isQuoted, let end = piece.text.firstIndex(where: { operatorCharacters.contains($0) }),
              end != piece.text.startIndex else { return (piece, nil) }
        let key = Piece(text: piece.text[..<end], location: piece.location, isQuoted: false)
        let offset = piece.text.distance(from: piece.text.startIndex, to: end)
        return (key, Piece(text: piece.text[end...], location: piece.location.advanced(by: offset), isQuoted: false))
    }

    private static func operatorList(for key: FilterKey) -> String {
        key.operators.map(\.rawValue).joined(separator: " ")
    }

    private static func missing(_ what: String, after piece: Piece, command: Word, key: FilterKey) -> ShellError {
        ShellError(
            "filter \(key.rawValue) needs \(what) (usage: filter KEY OP VALUE …, e.g. filter \(example(for: key)))",
            at: piece.location.advanced(by: piece.text.count))
    }

    private static func example(for key: FilterKey) -> String {
        switch key {
        case .status: "status = shipped,delivered"
        case .month: "month = 2026-11"
        case .total: "total > 50"
        case .signature: "signature = yes"
        case .title: "title ~ gift"
        }
    }
}
/// A filter clause with the place of its value, to locate a refused value.
public struct LocatedFilterClause: Sendable, Hashable {
    public var clause: FilterClause
    public var valueLocation: SourceLocation

    public init(clause: FilterClause, valueLocation: SourceLocation) {
        self.clause = clause
        self.valueLocation = valueLocation
    }
}

