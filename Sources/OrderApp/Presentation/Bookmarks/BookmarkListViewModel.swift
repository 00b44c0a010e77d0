import ViewModelDisplay
internal import Domain
import Foundation
import Observation

/// The user's bookmarks (`bookmarks`).
@DisplayState("bookmarks")
@MainActor @Observable
public final class BookmarkListViewModel: LoadingViewModel, EnvironmentObserving {
    /// The bookmarks, in data-file order.
    public private(set) var rows: [BookmarkRow] = []
    /// `No bookmarks`, `1 bookmark`, `3 bookmarks`.
    public private(set) var countLabel = ""
    /// True while a load runs; false again on every path.
    public private(set) var isLoading = false
    /// Why the last load failed, or `nil`; the previous display state stays.
    public private(set) var errorMessage: String?

    @ObservationIgnored private let fetchBookmarks: FetchBookmarks
    @ObservationIgnored private let context: PresentationContext
    @ObservationIgnored private let loads = LoadTracker()
    @ObservationIgnored private var loaded: [BookmarkedOrder]?

    init(fetchBookmarks: FetchBookmarks, context: PresentationContext) {
        self.fetchBookmarks = fetchBookmarks
        self.context = context
    }

    /// Loads the bookmarks and the orders they point to.
    @discardableResult
    public func load() async -> LoadOutcome {
        await loads.run(
            { [fetchBookmarks] in try await fetchBookmarks.execute() },
            setLoading: { isLoading = $0 },
            success: { bookmarks in
                loaded = bookmarks
                errorMessage = nil
                publish()
            },
            failure: { errorMessage = "Failed to load bookmarks: \($0)" }
        )
    }

    public func environmentDidChange(to environment: SessionEnvironment) {
        context.update(environment)
        publish()
    }

    private func publish() {
        guard let loaded else { return }
        // Bookmarks show no money; the store currency does not matter for counting.
        let formatters = context.formatters(currency: StoreSettings.standard.currency)
        rows = loaded.map { entry in
            BookmarkRow(title: entry.bookmark.title, orderNumber: entry.order.map(OrderNumber.label(for:)) ?? "")
        }
        countLabel = formatters.count(rows.count, one: "bookmark", many: "bookmarks", none: "No bookmarks")
    }
}
