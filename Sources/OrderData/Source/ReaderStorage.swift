import Domain

/// Where one reader (one thread) keeps what its orders share: long item names in a
/// ``TextStore``, items in an ``ItemStore``.
final class ReaderStorage {
    let texts = TextStore()
    let items = ItemStore()
}
