/// Where an order ships to; only what the rules need is kept.
public struct Address: Sendable, Hashable {
    public let isResidential: Bool

    public init(isResidential: Bool) {
        self.isResidential = isResidential
    }
}
