import SystemPackage

/// Text written into a script so that the lexer reads it back as it was meant.
enum ScriptText {
    /// `word` alone when it needs no quotes, else in double quotes with `"`, `\` and `$`
    /// escaped (shell.md §2).
    static func word(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._/-+:@%,=".unicodeScalars.contains(scalar)
        }
        if plain { return word }
        var quoted = "\""
        for character in word {
            if character == "\"" || character == "\\" || character == "$" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}

/// Paths written relative to a folder.
enum PathText {
    /// `path` as seen from `directory` (both made absolute first): `../data/orders.json`.
    static func relative(_ path: FilePath, from directory: FilePath) -> String {
        let target = Array(ScriptFrame.standardized(path).components)
        let base = Array(ScriptFrame.standardized(directory).components)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let rest = target[common...].map { String(decoding: $0) }
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
