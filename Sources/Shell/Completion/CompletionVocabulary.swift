import Foundation
import Presentation

/// The words Tab can offer, taken from the session before each prompt: names from the
/// catalog, order references and promo codes known to the loaded ViewModels, status values.
public struct CompletionVocabulary: Sendable {
    public var catalog: ViewModelCatalog
    public var orderReferences: [String]
    public var promoCodes: [String]
    public var statusValues: [String]
    /// Lists a folder's entries for file names (injected so tests need no disk).
    public var listDirectory: @Sendable (String) -> [String]

    public init(
        catalog: ViewModelCatalog,
        orderReferences: [String] = [],
        promoCodes: [String] = [],
        statusValues: [String] = [],
        listDirectory: @escaping @Sendable (String) -> [String] = CompletionVocabulary.entries(of:)
    ) {
        self.catalog = catalog
        self.orderReferences = orderReferences
        self.promoCodes = promoCodes
        self.statusValues = statusValues
        self.listDirectory = listDirectory
    }

    /// The vocabulary of a live session.
    @MainActor public init(session: ViewModelSession) {
        self.init(
            catalog: ViewModelCatalog(session: session),
            orderReferences: session.list.orderReferences,
            promoCodes: session.summary.promoCodes,
            statusValues: session.list.statusValues)
    }

    /// A folder's entries, folders marked with a final `/`.
    public static func entries(of directory: String) -> [String] {
        let folder = directory.isEmpty ? "." : ScriptFrame.expandingHome(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.map { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
            return isDirectory.boolValue ? name + "/" : name
        }
    }
}
