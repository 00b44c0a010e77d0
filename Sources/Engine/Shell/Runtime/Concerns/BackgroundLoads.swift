import DisplayInterface

/// The loads started with `&` that `wait` has not waited for yet.
@MainActor final class BackgroundLoads: SessionConcern {
    /// In the order they were started.
    var running: [BackgroundLoad] = []

    init(options: ShellOptions) {}

    /// Takes them all: whoever waits for them now.
    func takeAll() -> [BackgroundLoad] {
        defer { running = [] }
        return running
    }
}

/// A load started with `&`.
struct BackgroundLoad {
    let call: RegisteredCall
    let task: Task<Void, Never>
    let location: SourceLocation
}
