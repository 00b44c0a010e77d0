import SafeIO
import SystemPackage

/// What a lane sends its helper: a case, its time limit, and whether to send back what
/// the case read (`--coverage`; the answer is a third shorter without it).
///
/// Sent as a ``HelperFrame`` of four fields: the time limit in nanoseconds (absent for
/// none), `1` or `0` for coverage, the case's name, and its script's path as raw bytes.
struct WorkerRequest: Equatable {
    let goldenCase: GoldenCase
    /// Nanoseconds; `nil` for none.
    let timeoutNanoseconds: Int64?
    let coverage: Bool

    init(goldenCase: GoldenCase, timeout: Duration?, coverage: Bool) {
        self.goldenCase = goldenCase
        timeoutNanoseconds = timeout?.nanoseconds
        self.coverage = coverage
    }

    var timeout: Duration? { timeoutNanoseconds.map { .nanoseconds($0) } }

    /// The request as the lane writes it.
    var encoded: [UInt8] {
        let limit = timeoutNanoseconds.map { [UInt8](decimal: $0) }
        return HelperFrame([limit, [coverage ? UInt8(ascii: "1") : UInt8(ascii: "0")], Array(goldenCase.name.utf8), goldenCase.scriptPath.bytes])
            .encoded
    }

    /// The request `frame` holds; `nil` when it holds none.
    init?(_ frame: HelperFrame) {
        guard frame.fields.count == 4, let flag = frame.fields[1], let name = frame.fields[2], let path = frame.fields[3],
              flag == [UInt8(ascii: "0")] || flag == [UInt8(ascii: "1")]
        else { return nil }
        var timeout: Duration?
        if let limit = frame.fields[0] {
            guard let nanoseconds = Int(decimal: limit) else { return nil }
            timeout = .nanoseconds(nanoseconds)
        }
        self.init(
            goldenCase: GoldenCase(name: String(decoding: name, as: UTF8.self), scriptPath: FilePath(bytes: path)),
            timeout: timeout, coverage: flag == [UInt8(ascii: "1")])
    }
}

/// How reading a lane's request ended.
enum RequestRead: Equatable {
    case request(WorkerRequest)
    /// The input ended between requests: the lane is done.
    case ended
    /// A frame that is not a request, or fewer bytes than its header counts.
    case unreadable
}

extension LineReader {
    /// The next ``WorkerRequest``, or why there is none.
    mutating func nextRequest() -> RequestRead {
        switch nextFrame(before: nil) {
        case .frame(let frame): WorkerRequest(frame).map { .request($0) } ?? .unreadable
        case .ended: .ended
        case .cut, .unreadable, .timedOut: .unreadable
        }
    }
}
