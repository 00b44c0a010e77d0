import Domain

/// Everything one data file holds, validated.
struct DataSet: Sendable, Equatable {
    var store: StoreSettings
    var orders: [Order]
    var promos: [Promo]
    var bookmarks: [Bookmark]
}
