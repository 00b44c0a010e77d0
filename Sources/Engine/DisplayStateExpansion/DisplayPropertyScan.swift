import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// One display property as written: its name, its kind and its type in source, and the
/// default value it is declared with.
struct DisplayPropertyDeclaration: Equatable {
    let name: String
    let kind: DisplayPropertyKind
    /// The type as source text: `String`, `String?`, `[OrderRow]`.
    let type: String
    /// The initial value as source text, or `nil` when it has none.
    let defaultValue: String?
    /// The `StatusColor` property that colours it (`@ColoredBy(\Row.statusColor)`), or `nil`.
    var coloredBy: String? = nil
}

/// The kinds a display property may have, each with the schema entry that reads it.
enum DisplayPropertyKind: Equatable {
    case string, optionalString, bool, statusColor, bar, trend, rows

    /// The `DisplaySchema.Entry` factory for this kind.
    var entryFactory: String {
        switch self {
        case .string: "string"
        case .optionalString: "optionalString"
        case .bool: "bool"
        case .statusColor: "statusColor"
        case .bar: "bar"
        case .trend: "trend"
        case .rows: "rows"
        }
    }
}

/// The display properties among a type's members, in order, and what is wrong with any.
struct DisplayPropertyScan {
    /// Something the macro cannot turn into a display property, where it is written.
    struct Problem {
        let node: Syntax
        let message: DisplayStateMessage
    }

    private(set) var properties: [DisplayPropertyDeclaration] = []
    private(set) var problems: [Problem] = []

    init(members: MemberBlockItemListSyntax, owner: String, isClass: Bool = false) {
        var colorings: [(property: String, color: String, node: Syntax)] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.modifiers.declaresPublic,
                  !variable.modifiers.declaresTypeMember,
                  !variable.attributes.names("ObservationIgnored"),
                  !variable.attributes.names("DisplayIgnored")
            else { continue }
            // In `let a, b: String` the one annotation types both names.
            var laterType: TypeSyntax?
            var found: [DisplayPropertyDeclaration] = []
            for binding in variable.bindings.reversed() {
                if let type = binding.typeAnnotation?.type { laterType = type }
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                let name = pattern.identifier.trimmedName
                guard let type = binding.typeAnnotation?.type ?? laterType ?? Self.inferredType(of: binding.initializer?.value) else {
                    problems.append(Problem(node: Syntax(binding), message: .typeNotWritten(name)))
                    continue
                }
                guard let kind = Self.kind(of: type) else {
                    problems.append(Problem(node: Syntax(type), message: .unsupportedType(name, type.trimmedDescription)))
                    continue
                }
                let defaultValue = binding.initializer?.value.trimmedDescription ?? (kind == .optionalString ? "nil" : nil)
                var property = DisplayPropertyDeclaration(name: name, kind: kind, type: type.trimmedDescription, defaultValue: defaultValue)
                if let mark = variable.attributes.named("ColoredBy") {
                    // A ViewModel's layout colours its own labels: on one, the mark would do nothing.
                    if isClass {
                        problems.append(Problem(node: Syntax(mark), message: .coloringOnAViewModel(owner)))
                        found.append(property)
                        continue
                    }
                    switch Self.coloring(mark, owner: owner) {
                    case .color(let color):
                        property.coloredBy = color
                        colorings.append((name, color, Syntax(mark)))
                    case .problem(let problem):
                        problems.append(problem)
                    }
                }
                found.append(property)
            }
            properties += found.reversed()
        }
        for coloring in colorings {
            guard properties.first(where: { $0.name == coloring.property })?.kind == .string else {
                problems.append(Problem(node: coloring.node, message: .coloringNotALabel(coloring.property)))
                continue
            }
            if properties.first(where: { $0.name == coloring.color })?.kind != .statusColor {
                problems.append(Problem(node: coloring.node, message: .colorNotADisplayProperty(coloring.color, owner)))
            }
        }
    }

    /// The property a `@ColoredBy(\Owner.color)` mark names: a key path from the type itself.
    private enum Coloring {
        case color(String)
        case problem(Problem)
    }

    private static func coloring(_ mark: AttributeSyntax, owner: String) -> Coloring {
        guard let keyPath = mark.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(KeyPathExprSyntax.self),
              keyPath.components.count == 1,
              let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return .problem(Problem(node: Syntax(mark), message: .coloringNotAKeyPath(owner))) }
        guard keyPath.root?.as(IdentifierTypeSyntax.self)?.name.text == owner else {
            return .problem(Problem(node: Syntax(keyPath), message: .coloringNotAKeyPath(owner)))
        }
        return .color(component.declName.baseName.trimmedName)
    }

    /// The type a literal initial value gives: `""` → `String`, `false` → `Bool`,
    /// `StatusColor.gray` → `StatusColor`, `Bar.empty` → `Bar`, `Trend.empty` → `Trend`;
    /// `nil` for anything the macro cannot tell.
    static func inferredType(of value: ExprSyntax?) -> TypeSyntax? {
        guard let value else { return nil }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let member = value.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self),
           ["StatusColor", "Bar", "Trend"].contains(base.baseName.text) {
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier(base.baseName.text)))
        }
        return nil
    }

    /// The kind of a display property of `type`, or `nil` when no kind has that type.
    static func kind(of type: TypeSyntax) -> DisplayPropertyKind? {
        if let array = type.as(ArrayTypeSyntax.self) {
            return array.element.is(IdentifierTypeSyntax.self) ? .rows : nil
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return optional.wrappedType.as(IdentifierTypeSyntax.self)?.name.text == "String" ? .optionalString : nil
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return nil }
        let arguments = identifier.genericArgumentClause?.arguments.map(\.argument.trimmedDescription) ?? []
        switch (identifier.name.text, arguments) {
        case ("String", []): return .string
        case ("Bool", []): return .bool
        case ("StatusColor", []): return .statusColor
        case ("Bar", []): return .bar
        case ("Trend", []): return .trend
        case ("Optional", ["String"]): return .optionalString
        case ("Array", let element) where element.count == 1: return .rows
        default: return nil
        }
    }
}

extension AttributeListSyntax {
    /// Whether one of these attributes is `@name`.
    func names(_ name: String) -> Bool {
        named(name) != nil
    }

    /// The attribute `@name` among these, or `nil`.
    func named(_ name: String) -> AttributeSyntax? {
        lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name }
    }
}

extension TokenSyntax {
    /// The identifier without backquotes.
    var trimmedName: String {
        let text = self.text
        return text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
    }
}
