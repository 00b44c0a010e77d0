import Testing

@testable import LineEditor

@Suite("Tab's candidate columns")
struct CandidateColumnsTests {
    @Test("a long list is cut, and says how many more there are, grouped by thousands")
    func cutWithCount() {
        let candidates = (0..<1_000_000).map { "#" + String($0) }
        let text = CandidateColumns.layout(candidates, width: 80)
        // The first 200 are listed.
        #expect(text.hasSuffix("… and 999,800 more\n"))
    }
}
