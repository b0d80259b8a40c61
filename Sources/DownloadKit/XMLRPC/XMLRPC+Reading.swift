import ArrKit
import Foundation

extension XMLRPC {
    /// The call `document` holds.
    public static func parseCall(_ document: String) throws(Unreadable) -> Call {
        var reader = try XMLRPCReader(document)
        try reader.expect(.open("methodCall"))
        try reader.expect(.open("methodName"))
        let method = reader.text()
        try reader.expect(.close("methodName"))
        let params = reader.peek == .open("params") ? try reader.params() : []
        try reader.expect(.close("methodCall"))
        return Call(method: method, params: params)
    }

    /// The value a `methodResponse` document carries; a fault is thrown as ``Fault``.
    public static func parseResponse(_ document: String) throws -> JSONValue {
        var reader = try XMLRPCReader(document)
        try reader.expect(.open("methodResponse"))
        guard reader.peek == .open("fault") else {
            let params = try reader.params()
            return params.first ?? .null
        }
        try reader.expect(.open("fault"))
        let fault = try reader.value()
        throw Fault(code: Int(clamping: fault["faultCode"]?.int64 ?? 0), message: fault["faultString"]?.text ?? "")
    }
}

/// Reads an XML-RPC document's tokens in order.
struct XMLRPCReader {
    private var tokens: ArraySlice<XMLRPCToken>

    init(_ document: String) throws(XMLRPC.Unreadable) {
        guard let all = XMLRPCToken.tokens(of: document) else { throw .init(reason: "not well-formed XML") }
        // Whitespace between elements is layout, not text.
        tokens = ArraySlice(all)
    }

    /// The next token that is not layout.
    var peek: XMLRPCToken? {
        tokens.first { if case .text(let text) = $0 { !text.allSatisfy(\.isWhitespace) } else { true } }
    }

    mutating func skipLayout() {
        while case .text(let text)? = tokens.first, text.allSatisfy(\.isWhitespace) { tokens.removeFirst() }
    }

    mutating func expect(_ token: XMLRPCToken) throws(XMLRPC.Unreadable) {
        skipLayout()
        guard tokens.first == token else {
            throw .init(reason: "expected \(token), found \(tokens.first.map { "\($0)" } ?? "the end")")
        }
        tokens.removeFirst()
    }

    /// The text before the next tag (empty when there is none), layout included.
    mutating func text() -> String {
        guard case .text(let text)? = tokens.first else { return "" }
        tokens.removeFirst()
        return text
    }

    mutating func params() throws(XMLRPC.Unreadable) -> [JSONValue] {
        try expect(.open("params"))
        var values: [JSONValue] = []
        while peek == .open("param") {
            try expect(.open("param"))
            values.append(try value())
            try expect(.close("param"))
        }
        try expect(.close("params"))
        return values
    }

    /// One `<value>`.
    mutating func value() throws(XMLRPC.Unreadable) -> JSONValue {
        try expect(.open("value"))
        // An untyped value is a string, its layout kept.
        if case .text(let raw)? = tokens.first, case .close("value")? = tokens.dropFirst().first {
            tokens.removeFirst(2)
            return .string(raw)
        }
        if tokens.first == .close("value") {
            tokens.removeFirst()
            return .string("")
        }
        skipLayout()
        guard case .open(let type)? = tokens.first else { throw .init(reason: "a value without a type") }
        tokens.removeFirst()
        let result = try typed(type)
        try expect(.close(type))
        try expect(.close("value"))
        return result
    }

    private mutating func typed(_ type: String) throws(XMLRPC.Unreadable) -> JSONValue {
        switch type {
        case "array":
            try expect(.open("data"))
            var items: [JSONValue] = []
            while peek == .open("value") { items.append(try value()) }
            try expect(.close("data"))
            return .array(items)
        case "struct":
            var members: [String: JSONValue] = [:]
            while peek == .open("member") {
                try expect(.open("member"))
                try expect(.open("name"))
                let name = text()
                try expect(.close("name"))
                members[name] = try value()
                try expect(.close("member"))
            }
            return .object(members)
        case "nil": return .null
        default: return try scalar(type, text())
        }
    }

    private func scalar(_ type: String, _ text: String) throws(XMLRPC.Unreadable) -> JSONValue {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch type {
        case "string", "base64", "dateTime.iso8601": return .string(type == "string" ? text : trimmed)
        case "boolean": return .bool(trimmed == "1")
        case "int", "i4", "i8", "double":
            guard let number = Double(trimmed), number.isFinite else {
                throw .init(reason: "\(type) “\(trimmed)” is not a number")
            }
            return .number(number)
        default: throw .init(reason: "unknown type \(type)")
        }
    }
}
