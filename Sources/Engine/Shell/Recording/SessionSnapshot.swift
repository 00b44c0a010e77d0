import DisplayInterface

/// Every display property of every ViewModel at one moment: what a user saw after a
/// command, to compare with what a replay of it shows.
public struct SessionSnapshot: Sendable, Hashable {
    let entries: [Entry]

    struct Entry: Sendable, Hashable {
        let viewModel: String
        let properties: [DisplayProperty]
    }

    /// The display state of `session`'s ViewModels now.
    @MainActor public init(session: DisplaySession) {
        entries = session.viewModels.map { Entry(viewModel: $0.displayName, properties: $0.displayProperties) }
    }

    /// `VM.PROP` with both values, for each property whose value differs from `other`'s.
    /// Rows are named, not printed.
    func differences(from other: SessionSnapshot) -> [String] {
        var values: [String] = []
        var rows: [String] = []
        for (mine, theirs) in zip(entries, other.entries) where mine != theirs {
            for (old, new) in zip(mine.properties, theirs.properties) where old.value != new.value {
                let path = "\(mine.viewModel).\(old.name)"
                if case .rows = old.value {
                    rows.append("\(path) differs")
                } else {
                    values.append("\(path) was \(ValueText.quoted(old.value)) at the prompt, \(ValueText.quoted(new.value)) in the replay")
                }
            }
        }
        return values + rows
    }
}
