import DisplayInterface
import Presentation

extension BookmarkListViewModel {
    /// `bookmarks` in the shell: `load bookmarks`, the count and a table.
    public static var registration: ViewModelRegistration {
        ViewModelRegistration(
            BookmarkListViewModel.self,
            loads: [LoadForm("bookmarks") { bookmarks in await bookmarks.load() }],
            layout: layout)
    }

    @MainActor private static func layout(_ bookmarks: BookmarkListViewModel) -> [ShowBlock] {
        var blocks: [ShowBlock] = []
        if !bookmarks.countLabel.isEmpty { blocks.append(.line([ShowSpan(bookmarks.countLabel)])) }
        blocks.append(.table(ShowTable(columns: [.init("BOOKMARK", isFlexible: true), .init("ORDER")], rows: bookmarks.rows) { row in
            [ShowCell(row.title), ShowCell(row.orderNumber)]
        }))
        return blocks
    }
}
