import SystemPackage

/// What `ordersh test` was asked to do (shell.md §5).
public struct HarnessOptions: Sendable {
    /// Folders and `.osh` files to take cases from.
    public var paths: [FilePath]
    /// `--filter`, `--shard`, `--shuffle`.
    public var selection: CaseSelection
    /// Cases run at the same time.
    public var jobs: Int
    /// Write the `.out` files that differ or are missing.
    public var update: Bool
    /// `--accept-errors`: ``update`` writes a transcript with new `error:` lines too.
    public var acceptErrors = false
    /// Write every actual transcript below this folder.
    public var saveActual: FilePath?
    /// Write a JUnit XML report here.
    public var junit: FilePath?
    /// An `.out` without its `.osh` fails the run.
    public var strict: Bool
    /// Colour the diffs and status words.
    public var color: Bool
    /// The environment variable `CI` is set: nothing may be recorded.
    public var isCI: Bool
    /// The `ordersh` binary, to start helper processes for `jobs` > 1; `nil` runs every
    /// case in this process.
    public var workerExecutable: String?
    /// How long a case may run before it is stopped and fails; `nil`: as long as it takes.
    /// A case's `# golden: timeout DURATION` replaces it.
    public var timeout: Duration?

    /// After the run, list how many cases ran each of the app's commands and read each
    /// display property; with ``strict``, anything unread fails the run.
    public var coverage = false
    /// With ``coverage``, count the shell's own commands too (`show`, `set`, `quit`…).
    public var coverageIncludesShell = false

    /// `--timeout`'s default.
    public static let defaultTimeout: Duration? = .seconds(30)

    /// The folder `ordersh test` reads with no path.
    public static let defaultPath: FilePath = "Fixtures/golden"

    /// The most cases run at the same time, whatever `--jobs` asks: each is a process.
    public static let mostJobs = 64

    /// The options of a run; see each property.
    public init(
        paths: [FilePath] = [HarnessOptions.defaultPath], selection: CaseSelection = CaseSelection(), jobs: Int = 1,
        update: Bool = false, saveActual: FilePath? = nil, junit: FilePath? = nil, strict: Bool = false,
        color: Bool = false, isCI: Bool = false, workerExecutable: String? = nil,
        timeout: Duration? = HarnessOptions.defaultTimeout
    ) {
        self.timeout = timeout
        self.paths = paths
        self.selection = selection
        self.jobs = jobs
        self.update = update
        self.saveActual = saveActual
        self.junit = junit
        self.strict = strict
        self.color = color
        self.isCI = isCI
        self.workerExecutable = workerExecutable
    }

    /// `CI` counts as set when it has any value but the empty string.
    public static func isCI(environment: [String: String]) -> Bool {
        !(environment["CI"] ?? "").isEmpty
    }
}
