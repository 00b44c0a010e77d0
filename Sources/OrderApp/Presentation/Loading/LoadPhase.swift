/// The moments of a list load where a test may act (cancel, say), in order: before the
/// read, between the read and the pricing, between the pricing and the result being
/// shown, and after it is shown.
enum LoadPhase: Sendable, Hashable {
    case reading
    case pricing
    case publishing
    case published
}
