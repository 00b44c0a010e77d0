/// The rows of a `rows` property, read one field at a time: a list of a million rows is
/// printed as csv without a record or an array made for each row.
@MainActor public struct DisplayRowTable {
    /// The row type's fields, in schema order: the table's columns.
    public let fields: [DisplayPropertyDescriptor]
    /// How many rows there are.
    public let count: Int
    private let read: @MainActor (_ row: Int, _ field: Int) -> DisplayValue

    /// The table of `rows`, each read through its type's schema.
    public init<Row: DisplayDescribable>(_ rows: [Row]) {
        let entries = Row.displaySchema.entries
        fields = Row.displaySchema.descriptors
        count = rows.count
        read = { row, field in entries[field].read(rows[row]) }
    }

    /// The value of field `field` (an index into ``fields``) of row `row`.
    public func value(row: Int, field: Int) -> DisplayValue {
        read(row, field)
    }
}

extension DisplayDescribable {
    /// The `rows` property `name` as a table read field by field; `nil` for any other
    /// property.
    @MainActor public func rowTable(named name: String) -> DisplayRowTable? {
        Self.displaySchema.entries.first { $0.descriptor.name == name }?.table?(self)
    }
}
