import DisplayInterface

/// The names the shell may address: each ViewModel and its display properties.
public struct ViewModelCatalog: Sendable, Hashable {
    /// One ViewModel: its name and display properties.
    public struct Entry: Sendable, Hashable {
        /// Its name.
        public let name: String
        /// Its display properties, in order.
        public let properties: [DisplayPropertyDescriptor]
    }

    /// Every ViewModel, in registration order.
    public let entries: [Entry]

    /// A catalog of `entries`.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The catalog of the ViewModels `registry` registers.
    public init(registry: ViewModelRegistry) {
        entries = registry.registrations.map { Entry(name: $0.name, properties: $0.properties) }
    }

    /// The ViewModels' names, in order.
    public var names: [String] { entries.map(\.name) }

    /// The ViewModel named `name`, if any.
    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// Every `VM.PROP`.
    public var propertyPaths: [String] {
        entries.flatMap { entry in entry.properties.map { "\(entry.name).\($0.name)" } }
    }
}
