/// The positional parameters of a script: `${0}` is its name, `${1}`… its arguments.
public struct ScriptArguments: Sendable, Hashable {
    public var name: String
    public var values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}
