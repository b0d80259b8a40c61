import ArrKit
import Foundation

/// A pushed body read with limits, before anything else looks at it: at most ``byteLimit``
/// bytes, nested at most ``depthLimit`` deep, and JSON.
public enum WebhookBody {
    /// The largest body taken (the biggest real payload, a Sonarr season pack's import, is tens
    /// of kilobytes).
    public static let byteLimit = 1 << 20
    /// The deepest nesting taken (real payloads nest four or five deep).
    public static let depthLimit = 32

    /// Why a body was refused.
    public enum Refusal: Error, Equatable, Sendable {
        /// Larger than ``byteLimit``.
        case tooLarge
        /// Nested deeper than ``depthLimit``.
        case tooDeep
        /// Not a JSON object.
        case notJSON

        /// The sentence the sender gets back (and the log keeps).
        public var message: String {
            switch self {
            case .tooLarge: "The body is larger than \(WebhookBody.byteLimit / 1024) KB."
            case .tooDeep: "The body is nested deeper than \(WebhookBody.depthLimit) levels."
            case .notJSON: "The body is not a JSON object."
            }
        }
    }

    /// The JSON object `data` holds.
    public static func parse(_ data: Data) throws(Refusal) -> JSONValue {
        guard data.count <= byteLimit else { throw .tooLarge }
        guard JSONNesting(data).deepest <= depthLimit else { throw .tooDeep }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .notJSON
        }
        guard case .object = value else { throw .notJSON }
        return value
    }
}
