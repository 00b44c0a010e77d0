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
        options.takeFileOption()
        return (options, app)
    }

    /// `arguments` cut after the word that is surely the script or later: the head for
    /// ArgumentParser, and the tail, more of the script's arguments, to add to what it
    /// captured. ArgumentParser appends each captured word to a copy of the words before
    /// it, so 20,000 of them took 40 s; the tail never reaches it. Every option that is not
    /// one of the shell's flags is taken to have a value here, so the cut never comes
    /// before the script ArgumentParser finds.
    static func splitAfterScript(_ arguments: [String]) -> (head: ArraySlice<String>, tail: ArraySlice<String>) {
        var position = arguments.startIndex
        while position < arguments.endIndex {
            let argument = arguments[position]
            position += 1
            if argument == "--" {
                // The next word is the script, whatever it looks like.
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                return (arguments[..<position], arguments[position...])
            }
            let name = argument.hasPrefix("--") ? argument.prefix { $0 != "=" } : Substring(argument)
            if flag(named: String(name)) == nil, !argument.contains("=") { position += 1 }
        }
        let end = min(position + 1, arguments.endIndex)
        return (arguments[..<end], arguments[end...])
    }

    /// `arguments` with every `-c TEXT` after the first left out, for ArgumentParser, which
    /// appends each `-c` to a copy of those before it: 16,000 of them took six minutes.
    /// `commands` are the texts of every such `-c` in order, `kept` those left in. A `-c`
    /// whose text starts with `-`, or that may be another option's value, stays, as does
    /// everything from `--` or the script on: what ArgumentParser says of the line is what
    /// it says of the whole one, and, when its `-c` texts are `kept`, they are `commands`.
    static func collapsingCommands(_ arguments: [String]) -> (arguments: [String], commands: [String], kept: [String]) {
        var collapsed: [String] = []
        var commands: [String] = []
        var position = arguments.startIndex
        while position < arguments.endIndex {
            let argument = arguments[position]
            guard argument.hasPrefix("-"), argument.count > 1, argument != "--" else { break }
            if argument == "-c", position + 1 < arguments.endIndex, !arguments[position + 1].hasPrefix("-") {
                if commands.isEmpty { collapsed += ["-c", arguments[position + 1]] }
                commands.append(arguments[position + 1])
                position += 2
                continue
            }
            collapsed.append(argument)
            position += 1
            let name = argument.hasPrefix("--") ? argument.prefix { $0 != "=" } : Substring(argument)
            if flag(named: String(name)) == nil, !argument.contains("="), position < arguments.endIndex {
                collapsed.append(arguments[position])
                position += 1
            }
        }
        collapsed += arguments[position...]
        return (collapsed, commands, Array(commands.prefix(1)))
    }

    /// The flag option `name` sets, or `nil` when it is not one.
    private static func flag(named name: String) -> WritableKeyPath<LaunchOptions, Bool>? {
        switch name {
        case "--no-color": \.noColor
        case "--no-pager": \.noPager
        case "--keep-going": \.keepGoing
        case "--echo": \.echo
        case "-X", "--no-rc": \.noRC
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
        case "-f": \.file
        default: nil
        }
    }
}
