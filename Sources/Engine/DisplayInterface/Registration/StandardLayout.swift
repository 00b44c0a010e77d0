/// How `show VM` lays out a ViewModel whose registration gives no layout, from its schema
/// alone: its labels (`Count  4 books`), then a table of each of its row properties, whose
/// columns are the row type's fields and whose labels take the colour their `@ColoredBy`
/// names. `isLoading` and `errorMessage` are the shell's to say (`Loading…`, `Error: …`).
enum StandardLayout {
    @MainActor static func blocks(of viewModel: any DisplayableViewModel) -> [ShowBlock] {
        var labels: [ShowLabel] = []
        var tables: [ShowBlock] = []
        for property in viewModel.displayProperties where property.name != "isLoading" && property.name != "errorMessage" {
            switch property.value {
            case .rows:
                if let table = viewModel.rowTable(named: property.name) { tables.append(.table(self.table(table))) }
            case .optionalString(nil):
                continue
            case .bar(let bar):
                labels.append(ShowLabel(title(property.name), picture: .bar(bar)))
            case .trend(let trend):
                labels.append(ShowLabel(title(property.name), picture: .trend(trend)))
            default:
                labels.append(ShowLabel(title(property.name), text(property.value)))
            }
        }
        return (labels.isEmpty ? [] : [.labels(labels)]) + tables
    }

    /// A table of every row, its columns the row type's fields: a `StatusColor` field that
    /// colours a label is shown as that label's colour, not as a column of its own.
    @MainActor private static func table(_ rows: DisplayRowTable) -> ShowTable {
        let colours = Set(rows.fields.compactMap(\.coloredBy))
        let shown = rows.fields.indices.filter { !colours.contains(rows.fields[$0].name) }
        let indexOf = Dictionary(rows.fields.indices.map { (rows.fields[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        let columns = shown.map { field in
            let kind = rows.fields[field].kind
            return ShowTable.Column(title(rows.fields[field].name).uppercased(), kind: kind == .bar || kind == .trend ? .picture : .text)
        }
        // Made here, on the main actor, which the schema's readers need: the shell may read
        // a table's rows on other threads.
        var cells: [[ShowCell]] = []
        cells.reserveCapacity(rows.count)
        for row in 0..<rows.count {
            cells.append(shown.map { field in
                var colour: StatusColor?
                if let by = rows.fields[field].coloredBy, let index = indexOf[by], case .statusColor(let value) = rows.value(row: row, field: index) {
                    colour = value
                }
                switch rows.value(row: row, field: field) {
                case .bar(let bar): return ShowCell(.bar(bar), color: colour)
                case .trend(let trend): return ShowCell(.trend(trend), color: colour)
                case let value: return ShowCell(text(value), color: colour)
                }
            })
        }
        if let flexible = shown.firstIndex(where: { rows.fields[$0].kind == .string }) {
            var withFlexible = columns
            withFlexible[flexible].isFlexible = true
            return ShowTable(columns: withFlexible, rows: cells) { $0 }
        }
        return ShowTable(columns: columns, rows: cells) { $0 }
    }

    /// A property's name as a title: its words (`availabilityLabel` → `Availability`),
    /// a last `Label` left out.
    static func title(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for character in name {
            if character.isUppercase, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        if words.count > 1, words.last == "Label" { words.removeLast() }
        let joined = words.joined(separator: " ").lowercased()
        return joined.prefix(1).uppercased() + joined.dropFirst()
    }

    private static func text(_ value: DisplayValue) -> String {
        switch value {
        case .string(let text): text
        case .optionalString(let text): text ?? ""
        case .bool(let flag): flag ? "yes" : "no"
        case .statusColor(let color): color.rawValue
        case .bar(let bar): bar.description
        case .trend(let trend): trend.description
        case .rows(let rows): "\(rows.count) rows"
        }
    }
}
