import Foundation
import GRDB

/// The indexes a store has, found by what they index: a store made by another program may
/// name them differently, or lack them.
enum StoreIndexes {
    /// The name of a whole-table index of `table` whose first column is `column`, in
    /// ascending binary order (one a range or an equality on that column can use), or `nil`.
    static func leading(_ column: String, on table: String, in db: Database) throws -> String? {
        for index in try Row.fetchAll(db, sql: "PRAGMA index_list(\(quoted(table)))") {
            guard let name = index["name"] as String?, (index["partial"] as Int?) == 0 else { continue }
            guard let first = try Row.fetchOne(db, sql: "PRAGMA index_xinfo(\(quoted(name)))") else { continue }
            if (first["name"] as String?)?.lowercased() == column.lowercased(),
               (first["desc"] as Int?) == 0, (first["coll"] as String?)?.uppercased() == "BINARY" {
                return name
            }
        }
        return nil
    }

    /// `name` as an SQL identifier: in double quotes, a quote doubled.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
