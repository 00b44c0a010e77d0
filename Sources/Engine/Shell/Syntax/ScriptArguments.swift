/// The positional parameters of a script: `${0}` is its name, `${1}`… its arguments.
public struct ScriptArguments: Sendable, Hashable {
    /// `${0}`: the script's name.
    public var name: String
    /// `${1}`, `${2}`, …
    public var values: [String]

    /// A script `name` given `values`.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}
