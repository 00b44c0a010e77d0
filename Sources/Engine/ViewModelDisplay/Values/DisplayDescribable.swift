/// A type whose display properties can be listed and read by name: every ViewModel
/// and every row type. The shell uses it for `show`, `props`, `--json` and `trace`.
public protocol DisplayDescribable {
    /// The display properties of the type, in contract order (domain.md §5).
    static var displaySchema: DisplaySchema<Self> { get }
    /// The name of the display property `keyPath` names, or `nil` (``DisplayState(_:)``
    /// writes it; a schema written by hand may leave it out). On the main actor, where a
    /// ViewModel's properties are.
    @MainActor static func displayPropertyName(of keyPath: AnyKeyPath) -> String?
}

extension DisplayDescribable {
    /// No name for any key path: a schema written by hand.
    @MainActor public static func displayPropertyName(of keyPath: AnyKeyPath) -> String? { nil }

    /// The names and kinds of the display properties, in order.
    @inlinable public static var displayDescriptors: [DisplayPropertyDescriptor] { displaySchema.descriptors }

    /// The names and kinds of the display properties, in order (of an instance, as an
    /// existential has them).
    public var displayPropertyDescriptors: [DisplayPropertyDescriptor] { Self.displayDescriptors }

    /// Every display property with its current value, in order.
    @MainActor public var displayProperties: [DisplayProperty] {
        Self.displaySchema.entries.map { entry in
            DisplayProperty(name: entry.descriptor.name, kind: entry.descriptor.kind, value: entry.read(self))
        }
    }

    /// The display property `name` with its current value, or `nil` when there is none by that name.
    @MainActor public func displayProperty(named name: String) -> DisplayProperty? {
        guard let entry = Self.displaySchema.entries.first(where: { $0.descriptor.name == name }) else { return nil }
        return DisplayProperty(name: name, kind: entry.descriptor.kind, value: entry.read(self))
    }
}

/// A ViewModel the shell can address by name.
@MainActor public protocol DisplayableViewModel: AnyObject, DisplayDescribable, SendableMetatype {
    /// The name the shell and golden files use for this ViewModel.
    nonisolated static var displayName: String { get }

    /// This ViewModel as a ``SettlingViewModel``, or `nil`: known when the conformance is
    /// declared, where an `as?` cast would search every conformance of the program.
    var settling: (any SettlingViewModel)? { get }

    /// This ViewModel as a ``LoadingViewModel``, or `nil` (known without a cast, as
    /// ``settling`` is).
    var loading: (any LoadingViewModel)? { get }

    /// This ViewModel as an ``EnvironmentObserving`` one, or `nil` (known without a cast).
    var environmentObserver: (any EnvironmentObserving)? { get }
}

extension DisplayableViewModel {
    /// The name the shell and golden files use for this ViewModel.
    public var displayName: String { Self.displayName }

    /// Not a ``SettlingViewModel``.
    public var settling: (any SettlingViewModel)? { nil }

    /// Not a ``LoadingViewModel``.
    public var loading: (any LoadingViewModel)? { nil }

    /// Not an ``EnvironmentObserving`` ViewModel.
    public var environmentObserver: (any EnvironmentObserving)? { nil }
}

extension DisplayDescribable {
    /// Whether the `rows` property `name` holds a row, asked without turning rows into
    /// records (a list of a million rows stays as it is); `false` for any other property.
    @MainActor public func hasRows(named name: String) -> Bool {
        Self.displaySchema.entries.first { $0.descriptor.name == name }?.hasRows?(self) ?? false
    }
}

/// A ViewModel whose input may go on reading after it returns (a filter that needs
/// orders not read yet): the shell waits for it before the command ends.
@MainActor public protocol SettlingViewModel: DisplayableViewModel {
    /// Whether a read started by an input is still running.
    var isCatchingUp: Bool { get }
    /// Returns when every read this ViewModel started has ended.
    func settle() async
}

extension SettlingViewModel {
    /// This ViewModel.
    public var settling: (any SettlingViewModel)? { self }
}

/// A ViewModel that loads: the shell says "Loading…" while ``isLoading`` holds, and a load
/// or a `show` reports ``errorMessage``.
@MainActor public protocol LoadingViewModel: DisplayableViewModel {
    /// True while a load runs.
    var isLoading: Bool { get }
    /// Why the last load failed, or `nil`.
    var errorMessage: String? { get }
    /// A note on the last load or command that succeeded, which the shell prints after it
    /// as `note: …` on standard error (not display state: `show` never prints it); `nil`
    /// when there is nothing to say. Set it afresh on each input.
    var loadNotice: String? { get }
}

extension LoadingViewModel {
    public var loadNotice: String? { nil }
}

extension LoadingViewModel {
    /// This ViewModel.
    public var loading: (any LoadingViewModel)? { self }
}
