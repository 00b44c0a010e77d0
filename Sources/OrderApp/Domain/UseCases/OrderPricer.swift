import Foundation

/// Prices many orders with one store's settings (a list's load), doing each distinct piece
/// of money arithmetic once. Prices that are whole cents (nearly all) are added as the
/// integer cents the items hold (``OrderItem/priceCents``), and what follows the subtotal
/// (tax, total, shipping) is remembered by subtotal. Those amounts are still computed by
/// ``CalculateOrderTotal`` in `Decimal`, from the exact subtotal. Any other price goes the
/// `Decimal` way throughout. A list of a million orders repeats the
/// same amounts a lot, and Decimal arithmetic costs about half a microsecond an operation.
public struct OrderPricer {
    private struct Line: Hashable {
        let price: Decimal
        let quantity: Int
    }

    /// How many remembered results of one kind are kept before the memory starts over.
    static let memoryLimit = 1 << 16

    private let calculator: CalculateOrderTotal
    private let store: StoreSettings
    /// The store's rates for integer pricing, when they can be held exactly (nearly always).
    private let rates: CentsRates?
    private var lineTotals = Memo<Line, Decimal>()
    private var totalsBySubtotal = Memo<Decimal, OrderPrice>()
    private var totalsByCents = SlotMemo<Int, OrderPrice>(maximumBits: 14)

    public init(calculator: CalculateOrderTotal = CalculateOrderTotal(), store: StoreSettings) {
        self.calculator = calculator
        self.store = store
        rates = CentsRates(store: store)
    }

    /// The total (no promo) and shipping of `order`.
    public mutating func price(of order: Order) -> OrderPrice {
        if let cents = order.items.withElements(Self.subtotalCents) { return price(subtotalCents: cents) }
        var subtotal = Decimal.zero
        for (position, item) in order.items.enumerated() {
            let line = lineTotal(of: item)
            subtotal = position == 0 ? line : subtotal + line
        }
        return totalsBySubtotal.value(for: subtotal) { OrderPrice(calculator.execute(subtotal: subtotal, store: store)) }
    }

    /// The total (no promo) and shipping of the order at `order`, its items read in place
    /// (``Order/withItems(of:_:)``); `order` must stay alive and unchanged during the call.
    public mutating func price(at order: UnsafePointer<Order>) -> OrderPrice {
        guard let cents = Order.withItems(of: order, { Self.subtotalCents(of: $0) }) else { return price(of: order.pointee) }
        return price(subtotalCents: cents)
    }

    /// The total (no promo) of the order at `order` in whole cents, or `nil` when it is not
    /// worked out in integers (then ``price(at:)`` gives it as a `Decimal`); its items are
    /// read in place, as ``price(at:)`` reads them.
    public mutating func totalCents(at order: UnsafePointer<Order>) -> Int? {
        guard let rates, let cents = Order.withItems(of: order, { Self.subtotalCents(of: $0) }) else { return nil }
        return rates.price(subtotal: cents)?.total
    }

    /// The total and shipping of a subtotal of `cents`.
    private mutating func price(subtotalCents cents: Int) -> OrderPrice {
        totalsByCents.value(for: cents) {
            if let price = rates?.price(subtotal: cents) { return OrderPrice(totalCents: price.total, shippingCents: price.shipping) }
            return OrderPrice(calculator.execute(subtotal: Decimal(cents: cents), store: store))
        }
    }

    /// Σ price × quantity in cents, or `nil` when a price is not whole cents or the sum
    /// does not fit an `Int`. The items are read in place, each by its index: a copy of an
    /// item would count a reference to its name.
    private static func subtotalCents(of items: UnsafeBufferPointer<OrderItem>) -> Int? {
        var sum = 0
        for index in items.indices {
            guard let unit = items[index].priceCents else { return nil }
            let (line, lineOverflow) = unit.multipliedReportingOverflow(by: items[index].quantity)
            let (next, sumOverflow) = sum.addingReportingOverflow(line)
            guard !lineOverflow, !sumOverflow else { return nil }
            sum = next
        }
        return sum
    }

    private mutating func lineTotal(of item: OrderItem) -> Decimal {
        guard item.quantity != 1 else { return item.price }
        return lineTotals.value(for: Line(price: item.price, quantity: item.quantity)) { calculator.lineTotal(of: item) }
    }
}

/// Results remembered by key, at most ``OrderPricer/memoryLimit`` of them: past that the
/// memory starts over.
private struct Memo<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]

    /// The value remembered for `key`, made by `make` the first time.
    mutating func value(for key: Key, _ make: () -> Value) -> Value {
        if let known = values[key] { return known }
        let value = make()
        if values.count >= OrderPricer.memoryLimit { values = [:] }
        values[key] = value
        return value
    }
}

/// A key a ``SlotMemo`` can place: equal keys have equal `slotHash`.
private protocol SlotKey: Equatable {
    var slotHash: UInt64 { get }
}

extension Int: SlotKey {
    fileprivate var slotHash: UInt64 { UInt64(bitPattern: Int64(self)) }
}

/// Results remembered in an open-addressed table, a key's first slot found by a
/// multiplicative hash and the next ones in turn: a hit costs a multiply and a compare, where
/// a `Dictionary` runs SipHash (hashing was a third of a list's pricing). The table starts at
/// 64 slots and doubles when half full, up to `2^maximumBits`; when that is half full too the
/// memory starts over. A small load (a golden case) does not pay for a large table.
private struct SlotMemo<Key: SlotKey, Value> {
    private let maximumBits: Int
    private var bits = 0
    private var slots: [(key: Key, value: Value)?] = []
    /// Slots holding a value.
    private var filled = 0

    init(maximumBits: Int) {
        self.maximumBits = maximumBits
    }

    /// The value remembered for `key`, made by `make` the first time.
    mutating func value(for key: Key, _ make: () -> Value) -> Value {
        if bits > 0 {
            var index = slot(of: key)
            while let entry = slots[index] {
                if entry.key == key { return entry.value }
                index = (index + 1) & (slots.count - 1)
            }
        }
        let value = make()
        if bits == 0 || filled >= slots.count / 2 {
            if bits < maximumBits { resize(to: bits == 0 ? min(6, maximumBits) : bits + 1) } else { resize(to: bits, keeping: false) }
        }
        place(key, value)
        return value
    }

    private func slot(of key: Key) -> Int {
        Int(truncatingIfNeeded: (key.slotHash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    private mutating func place(_ key: Key, _ value: Value) {
        var index = slot(of: key)
        while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
        slots[index] = (key, value)
        filled += 1
    }

    /// `2^bits` empty slots, with the remembered values placed again when `keeping`.
    private mutating func resize(to bits: Int, keeping: Bool = true) {
        let old = keeping ? slots : []
        self.bits = bits
        slots = Array(repeating: nil, count: 1 << bits)
        filled = 0
        for case let entry? in old { place(entry.key, entry.value) }
    }
}
