import Foundation

/// The pieces of an XML document as XML-RPC needs them: opening and closing tags (attributes
/// dropped, empty elements split in two) and the text between them with its entities decoded.
/// Processing instructions and comments are skipped. XML-RPC uses no attributes, namespaces or
/// CDATA, so this is all its documents hold.
enum XMLRPCToken: Equatable {
    case open(String)
    case close(String)
    case text(String)

    /// The tokens of `document`; nil when a tag is not closed or an entity is unknown.
    static func tokens(of document: String) -> [XMLRPCToken]? {
        var tokens: [XMLRPCToken] = []
        var rest = Substring(document)
        while !rest.isEmpty {
            guard let start = rest.firstIndex(of: "<") else {
                guard let text = decoded(rest) else { return nil }
                tokens.append(.text(text))
                break
            }
            if start > rest.startIndex {
                guard let text = decoded(rest[rest.startIndex..<start]) else { return nil }
                tokens.append(.text(text))
            }
            let markup = rest[start...]
            if markup.hasPrefix("<!--") {
                guard let end = markup.range(of: "-->") else { return nil }
                rest = markup[end.upperBound...]
                continue
            }
            guard let end = markup.firstIndex(of: ">") else { return nil }
            let inside = markup[markup.index(after: markup.startIndex)..<end]
            rest = markup[markup.index(after: end)...]
            if inside.hasPrefix("?") || inside.hasPrefix("!") { continue }
            tokens += tag(inside)
        }
        return tokens
    }

    /// The tokens of one tag's inside (`value`, `/value`, `nil/`).
    private static func tag(_ inside: Substring) -> [XMLRPCToken] {
        let closing = inside.hasPrefix("/")
        let empty = inside.hasSuffix("/")
        let body = inside.dropFirst(closing ? 1 : 0).dropLast(empty ? 1 : 0)
        let name = String(body.prefix { !$0.isWhitespace })
        if closing { return [.close(name)] }
        return empty ? [.open(name), .close(name)] : [.open(name)]
    }

    /// `text` with its entities replaced; nil for an entity XML does not define.
    static func decoded(_ text: Substring) -> String? {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[rest.startIndex..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { return nil }
            let name = rest[rest.index(after: amp)..<semicolon]
            guard let character = entity(name) else { return nil }
            result.append(character)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func entity(_ name: Substring) -> Character? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
            guard name.hasPrefix("#"), let code = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                let scalar = Unicode.Scalar(code)
            else { return nil }
            return Character(scalar)
        }
    }

    /// `text` with `<`, `>`, `&` written as entities, for a document's text.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
