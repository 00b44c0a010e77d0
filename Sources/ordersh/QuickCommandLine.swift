/// The common command lines (`-c`, a script, no arguments, with the session options),
/// decided without ArgumentParser: its reflection and completion checks cost more than the
/// rest of start-up. Anything it does not know for certain (help, version, a completion
/// script, `--`, a repeated option, a value that looks like an option, an unknown option)
/// it leaves to ArgumentParser, which parses it as it always did. Tests hold every answer it
/// gives to ArgumentParser's for the same line.
enum QuickCommandLine {
    /// The options `arguments` (without the program name) ask for, or `nil` to let
    /// ArgumentParser decide.
    static func parse(_ arguments: [String]) -> LaunchOptions? {
        var options = LaunchOptions()
        var commandLines: [String] = []
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
            if isFlag(name) {
                guard attached == nil, seen.insert(name).inserted else { return nil }
                setFlag(name, in: &options)
                continue
            }
            guard name == "-c" || takesValue(name) else { return nil }
            let value: String
            if let attached {
                value = attached
            } else {
                guard position < arguments.endIndex else { return nil }
                value = arguments[position]
                position += 1
            }
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            if name == "-c" {
                guard attached == nil else { return nil }
                commandLines.append(value)
            } else {
                guard seen.insert(name).inserted else { return nil }
                setValue(value, of: name, in: &options)
            }
        }
        options.commands = commandLines.isEmpty ? nil : commandLines.joined(separator: "\n")
        return options
    }

    private static func isFlag(_ name: String) -> Bool {
        ["--no-color", "--no-pager", "--keep-going", "--echo"].contains(name)
    }

    private static func setFlag(_ name: String, in options: inout LaunchOptions) {
        switch name {
        case "--no-color": options.noColor = true
        case "--no-pager": options.noPager = true
        case "--keep-going": options.keepGoing = true
        default: options.echo = true
        }
    }

    private static func takesValue(_ name: String) -> Bool {
        ["--data", "--locale", "--calendar", "--timezone", "--now"].contains(name)
    }

    private static func setValue(_ value: String, of name: String, in options: inout LaunchOptions) {
        switch name {
        case "--data": options.data = value
        case "--locale": options.locale = value
        case "--calendar": options.calendar = value
        case "--timezone": options.timezone = value
        default: options.now = value
        }
    }
}
