import ArrKit

/// Which of Transmission's two RPC forms a daemon speaks: the legacy form up to 4.0
/// (`{"method": "torrent-get", "arguments"}` answered `{"result": "success", "arguments"}`, names
/// in kebab and camel case), or JSON-RPC 2.0 from 4.1 (`rpc_version_semver` 6.0.0: `{"jsonrpc":
/// "2.0", "method": "torrent_get", "params", "id"}` answered `result` or `error`, every name in
/// snake case). A 4.1 daemon says so in its 409 (`X-Transmission-Rpc-Version: 6.0.0`).
public enum TransmissionDialect: Sendable, Hashable {
    /// The form up to 4.0 (4.1 still accepts it, deprecated).
    case legacy
    /// JSON-RPC 2.0 with snake-case names, from 4.1.
    case jsonRPC

    /// The dialect of a daemon whose 409 carried `header` as its RPC version (none before 4.1).
    public init(rpcVersionHeader header: String?) {
        let major = header.flatMap { $0.split(separator: ".").first }.flatMap { Int($0) } ?? 0
        self = major >= 6 ? .jsonRPC : .legacy
    }

    /// A method, argument or field name, written as the legacy form has it ("hashString",
    /// "delete-local-data", "torrent-get"), in this dialect ("hash_string", …). Transmission's
    /// own table of the renames is mechanical for every name this client uses.
    public func name(_ legacy: String) -> String {
        guard self == .jsonRPC else { return legacy }
        var snake = ""
        snake.reserveCapacity(legacy.utf8.count + 4)
        for character in legacy {
            if character == "-" {
                snake.append("_")
            } else if character.isUppercase {
                snake.append("_")
                snake.append(contentsOf: character.lowercased())
            } else {
                snake.append(character)
            }
        }
        return snake
    }

    /// The request body for `method` with `arguments` (named in the legacy form; renamed here).
    func request(_ method: String, _ arguments: [String: JSONValue], id: Int) -> JSONValue {
        var renamed: [String: JSONValue] = [:]
        for (key, value) in arguments {
            renamed[name(key)] =
                key == "fields" ? .array((value.elements ?? []).map { .string(name($0.text ?? "")) }) : value
        }
        switch self {
        case .legacy: return .object(["method": .string(method), "arguments": .object(renamed)])
        case .jsonRPC:
            return .object([
                "jsonrpc": .string("2.0"), "method": .string(name(method)), "params": .object(renamed),
                "id": .number(Double(id)),
            ])
        }
    }

    /// What an answer says: its arguments, or the daemon's words for why the call failed.
    func outcome(_ answer: JSONValue) -> Result<JSONValue, TransmissionRefusal> {
        switch self {
        case .legacy:
            guard let result = answer.nonEmpty("result") else {
                return .failure(TransmissionRefusal(text: nil))
            }
            guard result == "success" else { return .failure(TransmissionRefusal(text: result)) }
            return .success(answer["arguments"] ?? .object([:]))
        case .jsonRPC:
            if let error = answer["error"], error != .null {
                let words = [error.nonEmpty("message"), error["data"]?.nonEmpty("error_string")].compactMap { $0 }
                return .failure(TransmissionRefusal(text: words.isEmpty ? "error" : words.joined(separator: ": ")))
            }
            guard let result = answer["result"] else { return .failure(TransmissionRefusal(text: nil)) }
            return .success(result == .null ? .object([:]) : result)
        }
    }
}

/// A call Transmission refused, in its words (nil: the answer said nothing readable).
struct TransmissionRefusal: Error {
    let text: String?
}
