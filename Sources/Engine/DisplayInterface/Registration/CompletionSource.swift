/// Where Tab finds the values of an argument.
public struct CompletionSource: Sendable {
    enum Kind: Sendable {
        case none
        case fixed([String])
        case files
        case session(id: String, viewModel: String, read: @MainActor @Sendable (DisplaySession) -> [String])
    }

    let kind: Kind
    /// Whether the values are every word the argument accepts (``values(of:exhaustive:fileID:line:column:)``).
    public let isExhaustive: Bool

    init(kind: Kind, isExhaustive: Bool = false) {
        self.kind = kind
        self.isExhaustive = isExhaustive
    }

    /// Nothing to offer.
    public static let none = CompletionSource(kind: .none)
    /// File and folder names.
    public static let files = CompletionSource(kind: .files)

    /// These words.
    public static func fixed(_ values: [String]) -> CompletionSource { CompletionSource(kind: .fixed(values)) }

    /// Values a live ViewModel of the session knows (order references, promo codes): the
    /// property `keyPath` names (`CompletionSource.values(of: \\OrderListViewModel.statusValues)`),
    /// read once before each prompt (none while the session has no such ViewModel). The
    /// registry checks that its ViewModel is registered; the arguments that share one source
    /// (declare it once, as a `static let`) share one read. The key path is made at the first
    /// read, not at start-up: a key path over a class costs tens of thousands of instructions.
    ///
    /// With `exhaustive`, the values are every word the argument accepts: before the command
    /// runs, the shell reads them again and refuses another word with the nearest one
    /// (`TICKET takes one of the 12 values the session knows, not 'T-91' (did you mean
    /// 'T-19'?)`). While the source has no values (its ViewModel not loaded), any word passes.
    public static func values<ViewModel: DisplayableViewModel>(
        of keyPath: @autoclosure @escaping @MainActor @Sendable () -> KeyPath<ViewModel, [String]>,
        exhaustive: Bool = false,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> CompletionSource {
        let name = ViewModel.displayName
        // Where it is declared is the source's identity.
        let id = name + "@" + fileID + ":" + String(line) + ":" + String(column)
        return CompletionSource(kind: .session(id: id, viewModel: name) { session in
            session.viewModel(of: ViewModel.self).map { $0[keyPath: keyPath()] } ?? []
        }, isExhaustive: exhaustive)
    }

    /// The words of a fixed source; `nil` for any other.
    public var fixedValues: [String]? {
        if case .fixed(let values) = kind { return values }
        return nil
    }

    /// Whether this source offers file names.
    public var isFiles: Bool {
        if case .files = kind { return true }
        return false
    }

    /// The id of a session source.
    public var sessionID: String? {
        if case .session(let id, _, _) = kind { return id }
        return nil
    }

    /// The ViewModel a session source reads.
    public var viewModelName: String? {
        if case .session(_, let name, _) = kind { return name }
        return nil
    }

    /// Reads a session source's values now; `nil` for any other source.
    @MainActor public func read(from session: DisplaySession) -> [String]? {
        if case .session(_, _, let read) = kind { return read(session) }
        return nil
    }
}

/// What a custom completion is asked: the words before the cursor and the word being typed.
public struct CompletionRequest: Sendable {
    /// The arguments already typed (after the verb).
    public let arguments: [String]
    /// The word before the cursor (possibly empty).
    public let current: String
    /// The values of the session sources, by id, as read before the prompt.
    let sessionValues: [String: [String]]
    /// The sources the form's grammar declares, in order (``sourceValues``).
    public var sources: [CompletionSource] = []

    /// What Tab is asked, with the session values read before the prompt.
    public init(arguments: [String], current: String, sessionValues: [String: [String]]) {
        self.arguments = arguments
        self.current = current
        self.sessionValues = sessionValues
    }

    /// The values each source the form's grammar declares offers, in the order declared:
    /// a completion reads them without naming the sources again.
    public var sourceValues: [[String]] { sources.map(values(of:)) }

    /// The values `source` offers.
    public func values(of source: CompletionSource) -> [String] {
        switch source.kind {
        case .none, .files: []
        case .fixed(let values): values
        case .session(let id, _, _): sessionValues[id] ?? []
        }
    }
}

/// The candidates for the word before the cursor.
public struct CompletionAnswer: Sendable, Hashable {
    /// Every candidate; those that start with ``typed`` are offered.
    public var candidates: [String]
    /// The part of the current word the candidates replace.
    public var typed: String
    /// Whether a lone match is followed by a space (not where `,` or `.PROP` may follow).
    public var appendsSpace: Bool

    /// Candidates replacing `typed`.
    public init(candidates: [String], typed: String, appendsSpace: Bool = true) {
        self.candidates = candidates
        self.typed = typed
        self.appendsSpace = appendsSpace
    }
}
