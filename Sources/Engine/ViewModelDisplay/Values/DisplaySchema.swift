/// The ordered display properties of `Owner` (a ViewModel or a row type), each with
/// a reader. Built once per type; reading through it formats nothing.
public struct DisplaySchema<Owner>: Sendable {
    /// One property: its descriptor and how to read its value.
    public struct Entry: Sendable {
        @usableFromInline let descriptor: DisplayPropertyDescriptor
        let read: @MainActor @Sendable (Owner) -> DisplayValue
        /// For a `rows` property: whether it holds a row, asked without making records.
        let hasRows: (@MainActor @Sendable (Owner) -> Bool)?
        /// For a `rows` property: its rows, read a field at a time without making records.
        var table: (@MainActor @Sendable (Owner) -> DisplayRowTable)? = nil
    }

    @usableFromInline let entries: [Entry]

    /// A schema of `entries`, in the order `props`, `show --json` and `trace` list them.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The names and kinds, in order.
    ///
    /// A closure, not the key path `\.descriptor`: in this generic type the runtime makes
    /// the key path object once per `Owner` at first use, which took 3.5 % of the
    /// instructions `ordersh -c quit` ran. Inlinable, so that it is specialized for each
    /// `Owner` in the app's module.
    @inlinable public var descriptors: [DisplayPropertyDescriptor] {
        var descriptors: [DisplayPropertyDescriptor] = []
        descriptors.reserveCapacity(entries.count)
        for entry in entries { descriptors.append(entry.descriptor) }
        return descriptors
    }
}

extension DisplaySchema.Entry {
    /// A `String` property, coloured by the `StatusColor` property `coloredBy` if any.
    public static func string(
        _ name: String, coloredBy: String? = nil, _ read: @escaping @MainActor @Sendable (Owner) -> String
    ) -> Self {
        Self(descriptor: .init(name: name, kind: .string, coloredBy: coloredBy), read: { .string(read($0)) }, hasRows: nil)
    }

    /// A `String?` property.
    public static func optionalString(_ name: String, _ read: @escaping @MainActor @Sendable (Owner) -> String?) -> Self {
        Self(descriptor: .init(name: name, kind: .optionalString), read: { .optionalString(read($0)) }, hasRows: nil)
    }

    /// A `Bool` property.
    public static func bool(_ name: String, _ read: @escaping @MainActor @Sendable (Owner) -> Bool) -> Self {
        Self(descriptor: .init(name: name, kind: .bool), read: { .bool(read($0)) }, hasRows: nil)
    }

    /// A `StatusColor` property.
    public static func statusColor(_ name: String, _ read: @escaping @MainActor @Sendable (Owner) -> StatusColor) -> Self {
        Self(descriptor: .init(name: name, kind: .statusColor), read: { .statusColor(read($0)) }, hasRows: nil)
    }

    /// A `Bar` property: a fraction the view draws as a bar.
    public static func bar(_ name: String, _ read: @escaping @MainActor @Sendable (Owner) -> Bar) -> Self {
        Self(descriptor: .init(name: name, kind: .bar), read: { .bar(read($0)) }, hasRows: nil)
    }

    /// A `Trend` property: fractions the view draws as a sparkline.
    public static func trend(_ name: String, _ read: @escaping @MainActor @Sendable (Owner) -> Trend) -> Self {
        Self(descriptor: .init(name: name, kind: .trend), read: { .trend(read($0)) }, hasRows: nil)
    }

    /// A list of rows, each read through its own schema.
    public static func rows<Row: DisplayDescribable>(
        _ name: String,
        _ read: @escaping @MainActor @Sendable (Owner) -> [Row]
    ) -> Self {
        // The type's name without `String(describing:)`, whose casts scan every protocol
        // conformance in the program: at start-up that cost more than the registry.
        let kind = DisplayKind.rows(row: _typeName(Row.self, qualified: false), fields: Row.displaySchema.descriptors)
        return Self(
            descriptor: .init(name: name, kind: kind),
            read: { owner in .rows(read(owner).map { DisplayRecord(fields: $0.displayProperties) }) },
            hasRows: { !read($0).isEmpty },
            table: { owner in DisplayRowTable(read(owner)) })
    }
}
