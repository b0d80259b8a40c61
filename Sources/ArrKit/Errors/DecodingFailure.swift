import Foundation

/// Turns a `DecodingError` into an ``ArrError/Problem/decoding(endpoint:field:reason:)`` naming the field.
package enum DecodingFailure {
    /// The problem `error` means for the answer `body` to `endpoint`.
    package static func problem(_ error: DecodingError, endpoint: String, body: Data) -> ArrError.Problem {
        switch error {
        case .typeMismatch(let type, let context):
            return .decoding(endpoint: endpoint, field: path(context.codingPath), reason: "expected \(plain(type))")
        case .valueNotFound(let type, let context):
            return .decoding(endpoint: endpoint, field: path(context.codingPath), reason: "missing \(plain(type))")
        case .keyNotFound(let key, let context):
            return .decoding(endpoint: endpoint, field: path(context.codingPath + [key]), reason: "missing field")
        case .dataCorrupted(let context):
            let reason = context.underlyingError.map { "\($0)" } ?? context.debugDescription
            // Only an answer that stops part-way is "cut off"; other bad JSON is not valid JSON.
            if reason.contains("nexpected end") || reason.contains("truncated") || JSONCompleteness.endsEarly(body) {
                return .truncated(endpoint: endpoint)
            }
            if context.debugDescription.contains("not valid JSON") {
                return .decoding(endpoint: endpoint, field: "(whole answer)", reason: "not valid JSON")
            }
            return .decoding(endpoint: endpoint, field: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .decoding(endpoint: endpoint, field: "(unknown)", reason: plainReason(error))
        }
    }

    /// "field: problem" for one list element, with the element's own position left out of
    /// the path (`dropping` the keys that lead to the element).
    package static func fieldAndReason(_ error: DecodingError, dropping prefix: Int) -> String {
        let (keys, reason): ([any CodingKey], String) =
            switch error {
            case .typeMismatch(let type, let context): (context.codingPath, "expected \(plain(type))")
            case .valueNotFound(let type, let context): (context.codingPath, "missing \(plain(type))")
            case .keyNotFound(let key, let context): (context.codingPath + [key], "missing field")
            case .dataCorrupted(let context):
                (context.codingPath, context.underlyingError.map { plainReason($0) } ?? context.debugDescription)
            @unknown default: ([], plainReason(error))
            }
        let field = path(Array(keys.dropFirst(prefix)))
        return field == "(whole answer)" ? reason : "\(field): \(reason)"
    }

    /// A Swift type in words: "a list" for `Array<Any>`, "a number" for `Int`.
    package static func plain(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array") { return "a list" }
        if name.hasPrefix("Dictionary") || name.contains("KeyedDecodingContainer") { return "an object" }
        if name.hasPrefix("String") { return "text" }
        if ["Int", "Int64", "Int32", "Double", "Float", "Decimal", "UInt"].contains(name) { return "a number" }
        if name == "Bool" { return "true or false" }
        if name == "Date" { return "a date" }
        return "a value"
    }

    /// A parser failure said in words instead of Foundation's internal case names.
    package static func plainReason(_ error: any Error) -> String {
        let text = String(describing: error)
        if text.contains("UTF8") || text.contains("UTF-8") { return "text that is not valid UTF-8" }
        if text.lowercased().contains("control") { return "a control character inside text" }
        return "not valid JSON"
    }

    package static func path(_ keys: [any CodingKey]) -> String {
        guard !keys.isEmpty else { return "(whole answer)" }
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}
