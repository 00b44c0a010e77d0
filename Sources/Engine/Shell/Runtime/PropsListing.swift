import DisplayInterface

/// `props [VM]`: every display property name and kind; row fields indented below.
enum PropsListing {
    static func render(viewModels: [String], catalog: ViewModelCatalog) -> String {
        var lines: [(String, String)] = []
        for name in viewModels {
            guard let entry = catalog.entry(named: name) else { continue }
            for property in entry.properties {
                lines.append(("\(name).\(property.name)", property.kind.description))
                if case .rows(_, let fields) = property.kind {
                    lines.append(contentsOf: fields.map { ("  " + $0.name, $0.kind.description) })
                }
            }
        }
        let width = lines.map { $0.0.count }.max() ?? 0
        return lines.map { $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }.joined(separator: "\n")
    }
}
