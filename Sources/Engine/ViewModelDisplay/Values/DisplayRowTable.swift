/// The rows of a `rows` property, read one field at a time: a list of a million rows is
/// printed as csv without a record or an array made for each row.
@MainActor public struct DisplayRowTable {
    /// The row type's fields, in schema order: the table's columns.
    public let fields: [DisplayPropertyDescriptor]
    /// How many rows there are.
    public let count: Int
    private let read: @MainActor (_ row: Int, _ field: Int) -> DisplayValue
    private let readRow: @MainActor (_ row: Int, _ values: inout [DisplayValue]) -> Void

    /// The table of `rows`, each read through its type's schema.
    public init<Row: DisplayDescribable>(_ rows: [Row]) {
        let entries = Row.displaySchema.entries
        fields = Row.displaySchema.descriptors
        count = rows.count
        read = { row, field in entries[field].read(rows[row]) }
        readRow = { row, values in
            // The row and the schema's entries borrowed where they lie: a copy of each
            // counted references on every field of a million rows (csv of the list).
            rows.withUnsafeBufferPointer { rows in
                entries.withUnsafeBufferPointer { entries in
                    for field in entries.indices { values[field] = entries[field].read(rows[row]) }
                }
            }
        }
    }

    /// Every field of row `row`, in ``fields`` order, into `values` (which has one element
    /// a field): a table read whole reads each row once.
    public func values(row: Int, into values: inout [DisplayValue]) {
        readRow(row, &values)
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
