internal import Domain

/// The status names `filter status` accepts, found once per load: the known ones, then
/// the others of the loaded data in the order they first appear. A typed name is looked up
/// case-insensitively in a table, so a filter's names cost one lookup each however many
/// statuses the data holds.
struct StatusNames {
    /// The names, each once, the known ones first.
    let names: [String]
    /// Each name by its lowercase spelling; the first of names equal but for case wins.
    private let byFolded: [String: String]

    /// The names of `statuses`, each once, in their order.
    init(_ statuses: [OrderStatus]) {
        let names = StatusList(statuses).statuses.map(\.rawValue)
        self.names = names
        var byFolded: [String: String] = [:]
        byFolded.reserveCapacity(names.count)
        for name in names where byFolded[name.lowercased()] == nil { byFolded[name.lowercased()] = name }
        self.byFolded = byFolded
    }

    /// The name spelled `typed` but for case, if there is one.
    func name(matching typed: String) -> String? {
        byFolded[typed.lowercased()]
    }
}
