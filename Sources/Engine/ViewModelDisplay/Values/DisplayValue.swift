/// The kind of a display property: what `props` prints and how `--json` encodes it.
public enum DisplayKind: Sendable, Hashable, CustomStringConvertible {
    case string
    case optionalString
    case bool
    case statusColor
    /// A fraction drawn as a bar (``Bar``).
    case bar
    /// Fractions drawn as a sparkline (``Trend``).
    case trend
    /// A list of records; `row` names the row type (`OrderRow`), `fields` its properties in order.
    case rows(row: String, fields: [DisplayPropertyDescriptor])

    /// The Swift spelling of the kind: `String`, `String?`, `Bool`, `StatusColor`, `[OrderRow]`.
    public var description: String {
        switch self {
        case .string: "String"
        case .optionalString: "String?"
        case .bool: "Bool"
        case .statusColor: "StatusColor"
        case .bar: "Bar"
        case .trend: "Trend"
        case .rows(let row, _): "[\(row)]"
        }
    }
}

/// The name and kind of one display property, known without any instance.
public struct DisplayPropertyDescriptor: Sendable, Hashable {
    /// The property's name (`totalLabel`).
    public let name: String
    /// What its value is (`String`, `Bool`, rows…).
    public let kind: DisplayKind
    /// The `StatusColor` property whose value colours this one (a row's `statusLabel` by its
    /// `statusColor`), or `nil`.
    public let coloredBy: String?

    /// A property named `name` of `kind`, coloured by the property `coloredBy` if any.
    public init(name: String, kind: DisplayKind, coloredBy: String? = nil) {
        self.name = name
        self.kind = kind
        self.coloredBy = coloredBy
    }
}

/// The current value of a display property, typed.
public enum DisplayValue: Sendable, Hashable {
    case string(String)
    case optionalString(String?)
    case bool(Bool)
    case statusColor(StatusColor)
    case bar(Bar)
    case trend(Trend)
    case rows([DisplayRecord])
}

/// One display property of a ViewModel or row: name, kind and current value.
public struct DisplayProperty: Sendable, Hashable {
    /// The property's name.
    public let name: String
    /// What its value is.
    public let kind: DisplayKind
    public let value: DisplayValue

    /// The property `name` of `kind`, holding `value`.
    public init(name: String, kind: DisplayKind, value: DisplayValue) {
        self.name = name
        self.kind = kind
        self.value = value
    }
}

/// One row of a `rows` property: its fields in declaration order.
public struct DisplayRecord: Sendable, Hashable {
    /// The row's fields, in schema order.
    public let fields: [DisplayProperty]

    /// A row of `fields`.
    public init(fields: [DisplayProperty]) {
        self.fields = fields
    }

    /// The value of the field `name`, if the row has one.
    public subscript(name: String) -> DisplayValue? {
        fields.first { $0.name == name }?.value
    }
}
