import Foundation

/// The parts of a link's text: percent-decoded path segments and raw (still encoded) query items.
struct LinkText {
    let segments: [String]
    let query: [(name: String, value: String)]

    init(_ text: String, scheme: String) throws(DeepLinkError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let schemeEnd = trimmed.range(of: "://") else {
            if let colon = trimmed.firstIndex(of: ":") {
                throw .wrongScheme(expected: scheme, found: String(trimmed[..<colon]))
            }
            throw .malformed(text)
        }
        let foundScheme = trimmed[..<schemeEnd.lowerBound].lowercased()
        guard foundScheme == scheme else { throw .wrongScheme(expected: scheme, found: foundScheme) }
        var rest = trimmed[schemeEnd.upperBound...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var queryText: Substring = ""
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        var segments: [String] = []
        for part in rest.split(separator: "/", omittingEmptySubsequences: true) {
            guard let decoded = String(part).removingPercentEncoding else { throw .malformed(text) }
            segments.append(decoded)
        }
        var query: [(String, String)] = []
        for item in queryText.split(separator: "&", omittingEmptySubsequences: true) {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pair[0]).removingPercentEncoding ?? String(pair[0])
            query.append((name, pair.count > 1 ? String(pair[1]) : ""))
        }
        self.segments = segments
        self.query = query
    }
}
