import DisplayInterface

/// The common command lines (`-c`, a script, no arguments, with the session options), and
/// `--version` alone, decided without ArgumentParser: its reflection and completion checks
/// cost more than the rest of start-up. Anything it does not know for certain (help,
/// version with other words, a completion script, `--`, a repeated option, a value that
/// looks like an option, an unknown option) it leaves to ArgumentParser, which parses it as
/// it always did. Tests hold every answer it gives to ArgumentParser's for the same line.
enum QuickCommandLine {
    /// What `NAME --version` prints (without the newline) when `arguments` is exactly
    /// `["--version"]`, as ArgumentParser prints it; `nil` for any other line. ArgumentParser
    /// took 10 of the 12M instructions such a run spent, more than all of `-c quit`.
    static func version(_ arguments: [String], identity: AppIdentity) -> String? {
        arguments == ["--version"] ? "\(identity.name) \(identity.version)" : nil
    }

    /// The options `arguments` (without the program name) ask for, or `nil` to let
    /// ArgumentParser decide.
    static func parse(_ arguments: [String]) -> LaunchOptions? {
        parseSplitting(arguments).flatMap { $0.app.isEmpty ? $0.options : nil }
    }

    /// The shell's options, and the words of every other `--name value` left for the app's
    /// own options (``ShellApp/Options``) to read; `nil` as for ``parse(_:)``.
    static func parseSplitting(_ arguments: [String]) -> (options: LaunchOptions, app: [String])? {
        var options = LaunchOptions()
        var app: [String] = []
        var seen: Set<String> = []
        var position = arguments.startIndex
        while position < arguments.endIndex {
            let argument = arguments[position]
            position += 1
            guard argument.hasPrefix("-") else {
                // The script, then its arguments exactly as given.
                guard argument != "help" else { return nil }
                options.script = argument
                options.extraArguments = Array(arguments[position...])
                break
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            if let flag = flag(named: name) {
                guard attached == nil, seen.insert(name).inserted else { return nil }
                options[keyPath: flag] = true
                continue
            }
            let field = field(named: name)
            let isApp = name.hasPrefix("--") && name.count > 2 && field == nil
            guard name == "-c" || field != nil || isApp else { return nil }
            let value: String
            if let attached {
                value = attached
            } else {
                guard position < arguments.endIndex else { return nil }
                value = arguments[position]
                position += 1
            }
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            if isApp {
                guard seen.insert(name).inserted else { return nil }
                app += [name, value]
            } else if let field {
                guard seen.insert(name).inserted else { return nil }
                options[keyPath: field] = value
            } else {
                guard attached == nil else { return nil }
                options.commandLines.append(value)
            }
        }
        return (options, app)
    }

    /// The flag option `name` sets, or `nil` when it is not one.
    private static func flag(named name: String) -> WritableKeyPath<LaunchOptions, Bool>? {
        switch name {
        case "--no-color": \.noColor
        case "--no-pager": \.noPager
        case "--keep-going": \.keepGoing
        case "--echo": \.echo
        default: nil
        }
    }

    /// The option with a value that `name` sets (`-c` aside, which adds a line), or `nil`.
    private static func field(named name: String) -> WritableKeyPath<LaunchOptions, String?>? {
        switch name {
        case "--locale": \.locale
        case "--calendar": \.calendar
        case "--timezone": \.timezone
        case "--now": \.now
        case "--format": \.format
        default: nil
        }
    }
}
