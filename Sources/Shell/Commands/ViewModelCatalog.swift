import DisplayInterface

/// The names the shell may address: each ViewModel and its display properties.
public struct ViewModelCatalog: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public let name: String
        public let properties: [DisplayPropertyDescriptor]
    }

    public let entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The catalog of the ViewModels `registry` registers.
    public init(registry: ViewModelRegistry) {
        entries = registry.registrations.map { Entry(name: $0.name, properties: $0.properties) }
    }

    public var names: [String] { entries.map(\.name) }

    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// Every `VM.PROP`.
    public var propertyPaths: [String] {
        entries.flatMap { entry in entry.properties.map { "\(entry.name).\($0.name)" } }
    }
}
