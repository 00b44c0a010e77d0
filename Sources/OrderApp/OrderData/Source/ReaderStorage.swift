import Domain

/// Where one reader (one thread) keeps what its orders share: titles and long item names
/// in a ``TextStore``, items in an ``ItemStore``. (A store's reader keeps the titles of the
/// orders' rows in a ``TextStore`` of its scan, read before the items.)
final class ReaderStorage {
    let texts = TextStore()
    let items = ItemStore()
}
