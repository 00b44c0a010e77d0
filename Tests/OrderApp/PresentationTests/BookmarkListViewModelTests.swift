import DisplayInterface
import OrderAppTestSupport
import Testing
@testable import Presentation

@MainActor
@Suite("BookmarkListViewModel")
struct BookmarkListViewModelTests {
    @Test("starts empty; a bookmark whose order is gone has no order number")
    func load() async {
        let vm = makeSession().bookmarks
        #expect(vm.displayValues == BookmarksState())
        await vm.load()
        #expect(vm.displayValues == BookmarksState(
            rows: [BookmarkRow(title: "Gift for Sam", orderNumber: "Order #7F3A9C2E"), BookmarkRow(title: "Deleted order", orderNumber: "")],
            countLabel: "2 bookmarks"))
    }

    @Test("count labels for none and one", arguments: [(0, "No bookmarks"), (1, "1 bookmark")])
    func counts(count: Int, label: String) async {
        var source = StubDataSource()
        source.bookmarks = Array(TestData.bookmarks.prefix(count))
        let vm = makeSession(source).bookmarks
        await vm.load()
        #expect(vm.countLabel == label)
    }

    @Test("a failed load says why")
    func failure() async {
        let vm = makeSession(plan: FaultPlan(isFailing: true)).bookmarks
        await vm.load()
        #expect(vm.displayValues == BookmarksState(errorMessage: "Failed to load bookmarks: simulated failure"))
    }
}
