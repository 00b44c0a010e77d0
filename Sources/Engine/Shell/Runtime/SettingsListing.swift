import DisplayInterface

/// `set` and `set NAME`: each setting, its value and where it came from.
struct SettingsListing {
    /// Name, value and source, in the order `set` lists them.
    var rows: [(name: String, value: String, source: SettingSource)]

    /// The lines of the listing (one setting when `name` is given).
    func render(_ name: String?) -> String {
        let shown = rows.filter { name == nil || $0.name == name }
        let nameWidth = shown.map(\.name.count).max() ?? 0
        let valueWidth = shown.map { DisplayWidth.of(VisibleText.escaped($0.value)) }.max() ?? 0
        return shown.map { row in
            let value = VisibleText.escaped(row.value)
            return DisplayWidth.pad(row.name, to: nameWidth) + "  "
                + DisplayWidth.pad(value, to: valueWidth) + "  (" + row.source.rawValue + ")"
        }.joined(separator: "\n")
    }
}
