/// An app as the shell knows it: who it is, and its ViewModels in the order the shell
/// lists them.
public struct ViewModelRegistry: Sendable {
    /// The program's name, version, prompt, script extension and the other names it shows.
    public let identity: AppIdentity
    /// The ViewModels' registrations, in the order the shell lists them.
    public let registrations: [ViewModelRegistration]
    /// Examples for the shell's own commands in this app's terms (`[.show: "show
    /// detail.totalLabel"]`); the shell makes up the others from the registrations.
    public let helpExamples: [BuiltInVerb: String]

    /// The settings the app adds to `set`, after the shell's own (ordersh's `data`,
    /// `latency`, `fail`, on its data source).
    public let settings: [AppSetting]

    /// The app `identity` with its `registrations`, `helpExamples` and `settings` as described above.
    public init(
        identity: AppIdentity, _ registrations: [ViewModelRegistration], helpExamples: [BuiltInVerb: String] = [:],
        settings: [AppSetting] = []
    ) {
        self.identity = identity
        self.settings = settings
        self.registrations = registrations
        self.helpExamples = helpExamples
    }

    /// Whether the app reads a data source that its settings act on.
    public var hasDataSource: Bool { !settings.isEmpty }

    /// What is wrong between the registrations and the ViewModels a session made with the
    /// factory at `factory`: a ViewModel registered that the factory does not make (its
    /// registration named), or one made that nothing registers (the factory named).
    public func problems(made: [String], by factory: RegistrationSite) -> [RegistryProblem] {
        var problems: [RegistryProblem] = []
        for registration in registrations where !made.contains(registration.name) {
            problems.append(RegistryProblem(
                "\(registration.name) is registered, but the session's ViewModels (made at \(factory)) hold none of that name",
                at: registration.site))
        }
        let registered = registrations.map(\.name)
        for name in made where !registered.contains(name) {
            problems.append(RegistryProblem("the session makes the ViewModel \(name), which no registration names", at: factory))
        }
        return problems
    }

    /// The registration named `name`.
    public func registration(named name: String) -> ViewModelRegistration? {
        registrations.first { $0.name == name }
    }

    /// The names, in order.
    public var names: [String] { registrations.map { $0.name } }

    /// The programmer errors of the registrations, each naming where it is written: a verb
    /// in `reservedVerbs` (the shell's own) or claimed by two ViewModels, a load target
    /// or a ViewModel name registered twice, a completion source of a ViewModel nobody
    /// registered, and what each registration finds wrong with itself. Empty when the
    /// registry is sound.
    public func problems(reservedVerbs: Set<String>) -> [RegistryProblem] {
        var problems = registrations.flatMap { $0.problems }
        var owners: [String: ViewModelRegistration] = [:]
        for registration in registrations {
            if let first = owners[registration.name] {
                problems.append(RegistryProblem(
                    "the ViewModel name '\(registration.name)' is registered twice (first at \(first.site))", at: registration.site))
            }
            owners[registration.name] = owners[registration.name] ?? registration
        }
        var verbs: [String: RegisteredCommand] = [:]
        var targets: [String: RegisteredLoad] = [:]
        for registration in registrations {
            for command in registration.commands {
                if reservedVerbs.contains(command.verb) {
                    problems.append(RegistryProblem("\(registration.name) registers '\(command.verb)', a command of the shell's own", at: command.site))
                } else if let first = verbs[command.verb], first.viewModel != registration.name {
                    problems.append(RegistryProblem(
                        "\(registration.name) registers '\(command.verb)', already a command of \(first.viewModel) (at \(first.site))",
                        at: command.site))
                } else if let first = verbs[command.verb] {
                    problems.append(RegistryProblem("\(registration.name) registers '\(command.verb)' twice (first at \(first.site))", at: command.site))
                }
                verbs[command.verb] = verbs[command.verb] ?? command
            }
            for load in registration.loads {
                if let first = targets[load.target], first.viewModel != registration.name {
                    problems.append(RegistryProblem(
                        "\(registration.name) registers load \(load.target), already a load of \(first.viewModel) (at \(first.site))", at: load.site))
                }
                targets[load.target] = targets[load.target] ?? load
            }
            for source in registration.completionSources {
                guard let name = source.viewModelName, owners[name] == nil else { continue }
                problems.append(RegistryProblem(
                    "\(registration.name) completes from \(name), a ViewModel this app does not register", at: registration.site))
            }
        }
        return problems
    }
}

/// A programmer error in the registrations: what is wrong, and where it is written.
public struct RegistryProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// Where the registration that is wrong is written.
    public let site: RegistrationSite

    /// A problem saying `message` about the registration at `site`.
    public init(_ message: String, at site: RegistrationSite) {
        self.message = message
        self.site = site
    }

    /// `Presentation/List/OrderListRegistration.swift:31: list registers 'show', a command of the shell's own`.
    public var description: String { "\(site): \(message)" }

    /// One problem for each name of `names` that comes again. A scan, not a `Set`: a
    /// registration has a few dozen names, and the first `Set` of a process costs more at
    /// start-up than every scan.
    static func duplicates(in names: [String], at site: RegistrationSite, message: (String) -> String) -> [RegistryProblem] {
        var problems: [RegistryProblem] = []
        for (index, name) in names.enumerated() where names[..<index].contains(name) {
            problems.append(RegistryProblem(message(name), at: site))
        }
        return problems
    }

    /// One problem for each choice argument of `specs` that has no value to choose.
    static func emptyChoices(_ specs: [ArgumentSpec], of usage: String, at site: RegistrationSite) -> [RegistryProblem] {
        specs.compactMap { spec in
            switch spec {
            case .choice(_, let choices) where choices.isEmpty, .optionalChoice(let choices) where choices.isEmpty:
                RegistryProblem("\(usage) has an argument to choose with no value to choose from", at: site)
            default:
                nil
            }
        }
    }
}
