import Observation
import DisplayInterface
import Locking

/// The display properties of every ViewModel at one moment, with Observation armed to
/// note which ViewModels change afterwards (`trace on`).
@MainActor struct TraceSnapshot {
    private let entries: [(name: String, properties: [DisplayProperty])]
    private let changed = ChangedNames()

    init(session: DisplaySession) {
        let changed = changed
        entries = session.viewModels.map { viewModel in
            let name = viewModel.displayName
            let properties = withObservationTracking {
                viewModel.displayProperties
            } onChange: {
                changed.insert(name)
            }
            return (name, properties)
        }
    }

    /// One changed property: its path, its new value, and the line `trace` prints.
    struct Change {
        let path: String
        let value: DisplayValue
        let line: String
    }

    /// `VM.PROP: old → new` for every property of a ViewModel Observation reported changed.
    func changes(to later: TraceSnapshot) -> [Change] {
        let names = changed.names
        var changes: [Change] = []
        for (index, entry) in entries.enumerated() where names.contains(entry.name) {
            let newer = later.entries[index].properties
            for (old, new) in zip(entry.properties, newer) where old.value != new.value {
                let path = "\(entry.name).\(old.name)"
                changes.append(Change(path: path, value: new.value, line: "\(path): \(ValueText.quoted(old.value)) → \(ValueText.quoted(new.value))"))
            }
        }
        return changes
    }
}

/// Names of ViewModels whose observed properties changed; written from `onChange`.
final class ChangedNames: Sendable {
    private let storage = Locked<Set<String>>([])

    func insert(_ name: String) {
        storage.withLock { _ = $0.insert(name) }
    }

    var names: Set<String> { storage.withLock { $0 } }
}
