import Domain
import Foundation
import Testing

@Suite("ResolvePromo")
struct ResolvePromoTests {
    let resolve = ResolvePromo()
    let save20 = Promo(code: "SAVE20", kind: .percent, value: 20)
    let tenOff = Promo(code: "TENOFF", kind: .amount, value: dec("10.00"), minSubtotal: dec("50.00"), expiresAt: instant("2026-12-31T23:59:59Z"))
    var promos: [Promo] { [save20, tenOff] }
    let now = instant("2026-11-22T12:00:00Z")

    @Test("a code matches case-insensitively after trimming spaces")
    func lowerCaseWithSpaces() {
        #expect(resolve.execute(code: "  save20 ", promos: promos, subtotal: 120, now: now) == .applied(save20))
    }

    @Test("an empty or blank code is no promo")
    func blank() {
        #expect(resolve.execute(code: "", promos: promos, subtotal: 120, now: now) == PromoResolution.none)
        #expect(resolve.execute(code: "   ", promos: promos, subtotal: 120, now: now) == PromoResolution.none)
    }

    @Test("an unknown code is reported as typed, trimmed")
    func unknown() {
        #expect(resolve.execute(code: " save99 ", promos: promos, subtotal: 120, now: now) == .unknown(code: "save99"))
    }

    @Test("the minimum subtotal is inclusive")
    func minimumBoundary() {
        #expect(resolve.execute(code: "TENOFF", promos: promos, subtotal: dec("50.00"), now: now) == .applied(tenOff))
        #expect(resolve.execute(code: "TENOFF", promos: promos, subtotal: dec("49.99"), now: now) == .belowMinimum(tenOff, minimum: dec("50.00")))
    }

    @Test("a promo applies up to and including its expiry instant")
    func expiryBoundary() {
        let last = instant("2026-12-31T23:59:59Z")
        #expect(resolve.execute(code: "TENOFF", promos: promos, subtotal: 60, now: last) == .applied(tenOff))
        let after = last.addingTimeInterval(1)
        #expect(resolve.execute(code: "TENOFF", promos: promos, subtotal: 60, now: after) == .expired(tenOff, expiredAt: last))
    }

    @Test("expiry is reported before a too-low subtotal")
    func expiredAndTooLow() {
        let after = instant("2027-01-01T00:00:00Z")
        #expect(resolve.execute(code: "tenoff", promos: promos, subtotal: 10, now: after) == .expired(tenOff, expiredAt: instant("2026-12-31T23:59:59Z")))
    }

    @Test("appliedPromo is set only for an applied promo")
    func appliedPromo() {
        #expect(PromoResolution.applied(save20).appliedPromo == save20)
        #expect(PromoResolution.unknown(code: "X").appliedPromo == nil)
    }
}
