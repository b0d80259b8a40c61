import Foundation

/// Where each name is set in a TOML text (`sort = "S"`, `"saved filters" = …`, `[keys]`),
/// read in one pass, for messages that name a line.
struct KeyLines {
    private var first: [String: Int] = [:]

    /// Indexes `text`: the first line (from 1) that sets each name.
    init(_ text: String) {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let name: Substring
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                name = line[line.index(after: line.startIndex)..<close]
            } else if let equals = line.firstIndex(of: "=") {
                name = line[..<equals]
            } else {
                continue
            }
            var key = name.trimmingCharacters(in: .whitespaces)
            if key.count >= 2, let quote = key.first, quote == "\"" || quote == "'", key.last == quote {
                key = String(key.dropFirst().dropLast())
            }
            if first[key] == nil { first[key] = index + 1 }
        }
    }

    /// The line (from 1) where `key` is set; 1 when it cannot be found.
    func line(of key: String) -> Int { first[key] ?? 1 }
}
