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
}

/// The kinds a display property may have, each with the schema entry that reads it.
enum DisplayPropertyKind: Equatable {
    case string, optionalString, bool, statusColor, rows

    /// The `DisplaySchema.Entry` factory for this kind.
    var entryFactory: String {
        switch self {
        case .string: "string"
        case .optionalString: "optionalString"
        case .bool: "bool"
        case .statusColor: "statusColor"
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

    init(members: MemberBlockItemListSyntax) {
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
                found.append(DisplayPropertyDeclaration(name: name, kind: kind, type: type.trimmedDescription, defaultValue: defaultValue))
            }
            properties += found.reversed()
        }
    }

    /// The type a literal initial value gives: `""` → `String`, `false` → `Bool`,
    /// `StatusColor.gray` → `StatusColor`; `nil` for anything the macro cannot tell.
    static func inferredType(of value: ExprSyntax?) -> TypeSyntax? {
        guard let value else { return nil }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let member = value.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text == "StatusColor" {
            return "StatusColor"
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
        case ("Optional", ["String"]): return .optionalString
        case ("Array", let element) where element.count == 1: return .rows
        default: return nil
        }
    }
}

extension AttributeListSyntax {
    /// Whether one of these attributes is `@name`.
    func names(_ name: String) -> Bool {
        contains { element in
            element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name
        }
    }
}

extension TokenSyntax {
    /// The identifier without backquotes.
    var trimmedName: String {
        let text = self.text
        return text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
    }
}
