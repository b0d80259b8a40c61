import ArrKit
import Foundation

/// XML-RPC (the specification at xmlrpc.com, as NZBGet's `/xmlrpc` and rTorrent speak it), its
/// values carried as ``JSONValue``: `string` (and an untyped value), `int`/`i4`/`i8` and `double`
/// as numbers, `boolean`, `array`, `struct` as an object, `nil`; `base64` and
/// `dateTime.iso8601` arrive as their text.
public enum XMLRPC {
    /// A call: `methodName` and its parameters.
    public struct Call: Equatable, Sendable {
        /// The method's name.
        public let method: String
        /// The parameters, in order.
        public let params: [JSONValue]
    }

    /// A fault's code and words, as a server refuses a call.
    public struct Fault: Error, Equatable, Sendable {
        /// The server's code.
        public let code: Int
        /// The server's words.
        public let message: String

        /// A fault with `code` and `message`.
        public init(code: Int, message: String) {
            self.code = code
            self.message = message
        }
    }

    /// What a document could not be read as.
    public struct Unreadable: Error, Equatable, Sendable {
        /// Where reading stopped.
        public let reason: String
    }

    // MARK: Writing

    /// A `methodCall` document.
    public static func call(_ method: String, _ params: [JSONValue]) -> String {
        "<?xml version=\"1.0\"?><methodCall><methodName>\(XMLRPCToken.escaped(method))</methodName>"
            + Self.params(params) + "</methodCall>"
    }

    /// A `methodResponse` document carrying `value`.
    public static func response(_ value: JSONValue) -> String {
        "<?xml version=\"1.0\"?><methodResponse>" + params([value]) + "</methodResponse>"
    }

    /// A `methodResponse` document carrying `fault`.
    public static func response(_ fault: Fault) -> String {
        let members: JSONValue = .object([
            "faultCode": .number(Double(fault.code)), "faultString": .string(fault.message),
        ])
        return "<?xml version=\"1.0\"?><methodResponse><fault>\(value(members))</fault></methodResponse>"
    }

    private static func params(_ values: [JSONValue]) -> String {
        "<params>" + values.map { "<param>\(value($0))</param>" }.joined() + "</params>"
    }

    /// One `<value>`: whole numbers as `i4` (or `i8` beyond 32 bits), others as `double`.
    static func value(_ value: JSONValue) -> String {
        let inner: String
        switch value {
        case .null: inner = "<nil/>"
        case .bool(let flag): inner = "<boolean>\(flag ? 1 : 0)</boolean>"
        case .string(let text): inner = "<string>\(XMLRPCToken.escaped(text))</string>"
        case .number(let number):
            if number.rounded() == number, abs(number) < 9e15 {
                let whole = Int64(clamping: number)
                inner = Int32(exactly: whole) != nil ? "<i4>\(whole)</i4>" : "<i8>\(whole)</i8>"
            } else {
                inner = "<double>\(number.isFinite ? number : 0)</double>"
            }
        case .array(let items): inner = "<array><data>" + items.map(Self.value).joined() + "</data></array>"
        case .object(let members):
            inner =
                "<struct>"
                + members.sorted { $0.key < $1.key }.map {
                    "<member><name>\(XMLRPCToken.escaped($0.key))</name>\(Self.value($0.value))</member>"
                }.joined() + "</struct>"
        }
        return "<value>\(inner)</value>"
    }
}
