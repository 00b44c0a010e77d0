import Domain
import Testing

@Suite("StatusList")
struct StatusListTests {
    @Test("each status once, where it first appears; add says whether it was new")
    func firstSeen() {
        var list = StatusList([.other("b"), .shipped, .other("b"), .other("a"), .shipped])
        #expect(list.statuses == [.other("b"), .shipped, .other("a")])
        let added = list.add(.pending)
        let addedAgain = list.add(.other("a"))
        #expect(added && !addedAgain)
        #expect(list.contains(.other("a")) && !list.contains(.cancelled))
        var later = StatusList([.cancelled, .pending, .other("c")])
        later.add(contentsOf: list)
        #expect(later.statuses == [.cancelled, .pending, .other("c"), .other("b"), .shipped, .other("a")])
    }

    @Test("a filter naming more statuses than it compares one by one admits exactly those")
    func manyNamed() {
        let named = (0..<20).map { OrderStatus.other("s\($0)") } + [.shipped]
        let oneOf = OrderFilter.StatusRule.oneOf(named)
        let noneOf = OrderFilter.StatusRule.noneOf(named)
        for status in named {
            #expect(oneOf.admits(status) && !noneOf.admits(status))
        }
        for status in [OrderStatus.other("s20"), .pending, .other("S1")] {
            #expect(!oneOf.admits(status) && noneOf.admits(status))
        }
    }
}
