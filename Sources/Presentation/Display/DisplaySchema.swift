/// The ordered display properties of `Owner` (a ViewModel or a row type), each with
/// a reader. Built once per type; reading through it formats nothing.
public struct DisplaySchema<Owner>: Sendable {
    /// One property: its descriptor and how to read its value.
    public struct Entry: Sendable {
        let descriptor: DisplayPropertyDescriptor
        let read: @MainActor @Sendable (Owner) -> DisplayValue
    }

    let entries: [Entry]

    init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The names and kinds, in order.
    public var descriptors: [DisplayPropertyDescriptor] { entries.map(\.descriptor) }
}

extension DisplaySchema.Entry {
    static func string(_ name: String, _ read: @escaping @MainActor @Sendable (Owner) -> String) -> Self {
        Self(descriptor: .init(name: name, kind: .string)) { .string(read($0)) }
    }

    static func optionalString(_ name: String, _ read: @escaping @MainActor @Sendable (Owner) -> String?) -> Self {
        Self(descriptor: .init(name: name, kind: .optionalString)) { .optionalString(read($0)) }
    }

    static func bool(_ name: String, _ read: @escaping @MainActor @Sendable (Owner) -> Bool) -> Self {
        Self(descriptor: .init(name: name, kind: .bool)) { .bool(read($0)) }
    }

    static func statusColor(_ name: String, _ read: @escaping @MainActor @Sendable (Owner) -> StatusColor) -> Self {
        Self(descriptor: .init(name: name, kind: .statusColor)) { .statusColor(read($0)) }
    }

    static func rows<Row: DisplayDescribable>(
        _ name: String,
        _ read: @escaping @MainActor @Sendable (Owner) -> [Row]
    ) -> Self {
        let kind = DisplayKind.rows(row: String(describing: Row.self), fields: Row.displaySchema.descriptors)
        return Self(descriptor: .init(name: name, kind: kind)) { owner in
            .rows(read(owner).map { DisplayRecord(fields: $0.displayProperties) })
        }
    }
}
