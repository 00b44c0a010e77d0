/// Declares the display properties of a ViewModel or a row type once, from the properties
/// themselves: every `public` instance property, in the order written, but those marked
/// ``DisplayIgnored()`` or `@ObservationIgnored`. Adds `displaySchema`; on a class
/// also `DisplayValues` (every display property in one `Equatable` value, defaulting to the
/// declared initial values) and `displayValues`; given a name, `displayName`. It adds the
/// conformance too, as `@Observable` does: a class given a name is a
/// ``DisplayableViewModel``, a struct a ``DisplayDescribable`` row type.
///
/// ```swift
/// @DisplayState("books") @Observable @MainActor
/// public final class BookListViewModel: LoadingViewModel {
///     public private(set) var countLabel = ""
///     public private(set) var isLoading = false
///     public private(set) var errorMessage: String?
/// }
/// ```
///
/// A property's type is written, or inferred from a string literal, `true`/`false` or
/// `StatusColor.…`; a display property is a `String`, `String?`, `Bool`, `StatusColor` or
/// an array of rows. Anything else is a compile-time error at the property. A label
/// marked ``ColoredBy(_:)`` takes the colour of that property.
@attached(member, names: named(displayName), named(displaySchema), named(displayPropertyName), named(DisplayValues), named(displayValues))
@attached(extension, conformances: DisplayableViewModel, DisplayDescribable)
public macro DisplayState(_ name: String? = nil) = #externalMacro(module: "DisplayStateMacros", type: "DisplayStateMacro")

/// Marks a public property that is not a display property (input vocabulary, a protocol's
/// requirement): ``DisplayState(_:)`` leaves it out.
@attached(peer)
public macro DisplayIgnored() = #externalMacro(module: "DisplayStateMacros", type: "DisplayMarkMacro")

/// Marks a label of a row type as coloured by a `StatusColor` property of the same type,
/// which the compiler checks: `show VM.rows` prints the label in that colour. On a
/// ViewModel's property, or in a type not marked ``DisplayState(_:)``, it would do nothing,
/// and is an error.
///
/// ```swift
/// @ColoredBy(\OrderRow.statusColor) public let statusLabel: String
/// public let statusColor: StatusColor
/// ```
@attached(peer)
public macro ColoredBy<Root>(_ color: KeyPath<Root, StatusColor>) = #externalMacro(module: "DisplayStateMacros", type: "DisplayMarkMacro")
