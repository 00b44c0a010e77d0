/// Checks bytes given one at a time to be well-formed UTF-8 (Unicode's table 3-7: no
/// overlong forms, no surrogates, nothing past U+10FFFF), without keeping them: the check a
/// `String` made from the same bytes passes exactly when no byte needed repair.
struct UTF8Check {
    /// Continuation bytes the current character still needs.
    private var needed = 0
    /// The range the next continuation byte must be in (narrower after E0, ED, F0 and F4).
    private var lowest: UInt8 = 0x80
    private var highest: UInt8 = 0xBF
    private(set) var isValid = true

    /// Whether a character has started and not ended.
    var isInSequence: Bool { needed > 0 }

    /// Whether every byte so far was well-formed and the last character is whole.
    var isComplete: Bool { isValid && needed == 0 }

    mutating func add(_ byte: UInt8) {
        guard needed == 0 else {
            guard byte >= lowest, byte <= highest else {
                isValid = false
                needed = 0
                return
            }
            needed -= 1
            (lowest, highest) = (0x80, 0xBF)
            return
        }
        switch byte {
        case 0x00...0x7F: return
        case 0xC2...0xDF: needed = 1
        case 0xE0: needed = 2; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: needed = 2
        case 0xED: needed = 2; highest = 0x9F
        case 0xF0: needed = 3; lowest = 0x90
        case 0xF1...0xF3: needed = 3
        case 0xF4: needed = 3; highest = 0x8F
        default: isValid = false
        }
    }
}

/// A skipped string's text: only checked.
extension UTF8Check: StringTextSink {
    mutating func add(run: UnsafeBufferPointer<UInt8>, highBits: UInt64) {
        guard highBits != 0 || isInSequence else { return }
        for byte in run { add(byte) }
    }
}
