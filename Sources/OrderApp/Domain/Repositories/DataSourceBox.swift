/// An ``OrderDataSource`` in a box of one known type, for the composition root to hand to
/// a layer whose public API cannot name the protocol (Presentation's takes `some Sendable`).
///
/// Casting a value to this struct compares one type; `as? any OrderDataSource` searches every
/// protocol conformance of the program, which took a sixth of `ordersh -c quit`'s instructions.
public struct DataSourceBox: Sendable {
    /// The data source.
    public let source: any OrderDataSource

    /// `source` in a box.
    public init(_ source: some OrderDataSource) {
        self.source = source
    }
}
