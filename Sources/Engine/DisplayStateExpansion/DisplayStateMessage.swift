import SwiftDiagnostics

/// What `@DisplayState` reports at compile time, each at the place to change.
enum DisplayStateMessage: DiagnosticMessage, Equatable {
    case notATypeWithProperties
    case nameNotALiteral
    case noDisplayProperty(String)
    case typeNotWritten(String)
    case unsupportedType(String, String)
    case coloringNotAKeyPath(String)
    case coloringNotALabel(String)
    case colorNotADisplayProperty(String, String)
    case coloringOnAViewModel(String)
    case coloringOutsideDisplayState

    var message: String {
        switch self {
        case .notATypeWithProperties:
            "@DisplayState applies to a class (a ViewModel) or a struct (a row type)"
        case .nameNotALiteral:
            "@DisplayState takes the ViewModel's name as a string literal: @DisplayState(\"list\")"
        case let .noDisplayProperty(type):
            "'\(type)' has no display property: @DisplayState lists its public properties not marked @DisplayIgnored, and there is none"
        case let .typeNotWritten(name):
            "write the type of '\(name)' (`var \(name): T = …`): @DisplayState infers a type only from \"…\", true, false or StatusColor.…"
        case let .unsupportedType(name, type):
            "'\(name)' is \(type); a display property is a String, String?, Bool, StatusColor or an array of rows (a DisplayDescribable type)"
        case let .coloringNotAKeyPath(type):
            "@ColoredBy takes a key path to a StatusColor property of '\(type)': @ColoredBy(\\\(type).statusColor)"
        case let .coloringNotALabel(name):
            "'\(name)' is not a String display property; @ColoredBy colours a label"
        case let .colorNotADisplayProperty(color, type):
            "'\(color)' is not a StatusColor display property of '\(type)'"
        case let .coloringOnAViewModel(type):
            "@ColoredBy colours a label of a row type (a struct marked @DisplayState); on the ViewModel '\(type)' it would do "
                + "nothing: its show layout colours its labels (ShowSpan(label, .color(statusColor)))"
        case .coloringOutsideDisplayState:
            "@ColoredBy is read by @DisplayState: mark the row type @DisplayState, or the label is never coloured"
        }
    }

    var diagnosticID: MessageID {
        let id = switch self {
        case .notATypeWithProperties: "notATypeWithProperties"
        case .nameNotALiteral: "nameNotALiteral"
        case .noDisplayProperty: "noDisplayProperty"
        case .typeNotWritten: "typeNotWritten"
        case .unsupportedType: "unsupportedType"
        case .coloringNotAKeyPath: "coloringNotAKeyPath"
        case .coloringNotALabel: "coloringNotALabel"
        case .colorNotADisplayProperty: "colorNotADisplayProperty"
        case .coloringOnAViewModel: "coloringOnAViewModel"
        case .coloringOutsideDisplayState: "coloringOutsideDisplayState"
        }
        return MessageID(domain: "DisplayState", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}
