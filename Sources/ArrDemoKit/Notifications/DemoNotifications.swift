import ArrKit
import Foundation
import Synchronization

/// The Connect → Webhook connections of one *arr demo, kept while it runs, and the webhooks
/// it owes them: the same resource shape as the real server's `/notification` (name,
/// implementation, configContract, fields, the `on…` flags), and the same pushes — its library
/// queues an event (a grab, an import), the demo's push loop sends it to every Webhook
/// connection whose flag is on, as JSON with the connection's Basic auth.
public final class DemoNotifications: DemoPushing {
    /// One event waiting to be sent: the flag a connection must have on, and the payload.
    struct Pending: Sendable {
        let flag: String
        let payload: JSONValue
    }

    private struct State {
        var connections: [JSONValue] = []
        var nextId = 1
        var pending: [Pending] = []
    }

    /// The server's name in payloads (`instanceName`).
    public let instanceName: String
    /// The `on…` flags this kind has (each with its `supportsOn…`), in its schema's order.
    public let flags: [String]
    private let state = Mutex(State())
    private let sender: DemoWebhookSender

    /// Connections of a server called `instanceName` with the `on…` flags `flags`.
    public init(instanceName: String, flags: [String], sender: DemoWebhookSender = DemoWebhookSender()) {
        self.instanceName = instanceName
        self.flags = flags
        self.sender = sender
    }

    /// Every connection, oldest first.
    public var all: [JSONValue] { state.withLock { $0.connections } }

    /// The payloads waiting to be sent, oldest first (what a test reads).
    public var queued: [JSONValue] { state.withLock { $0.pending.map(\.payload) } }

    /// Whether any connection would hear something: the push loop runs only then.
    public var hasConnections: Bool { state.withLock { !$0.connections.isEmpty } }

    /// The connection with `id`.
    public func connection(id: Int) -> JSONValue? {
        state.withLock { state in state.connections.first { $0["id"]?.integer == id } }
    }

    /// Keeps `resource` under a new id and returns it as stored.
    public func add(_ resource: JSONValue) -> JSONValue {
        state.withLock { state in
            var stored = resource
            stored["id"] = .number(Double(state.nextId))
            state.nextId += 1
            state.connections.append(stored)
            return stored
        }
    }

    /// Replaces the connection with `id`; nil when there is none.
    public func replace(id: Int, with resource: JSONValue) -> JSONValue? {
        state.withLock { state in
            guard let index = state.connections.firstIndex(where: { $0["id"]?.integer == id }) else { return nil }
            var stored = resource
            stored["id"] = .number(Double(id))
            state.connections[index] = stored
            return stored
        }
    }

    /// Removes the connection with `id`; false when there is none.
    public func remove(id: Int) -> Bool {
        state.withLock { state in
            guard let index = state.connections.firstIndex(where: { $0["id"]?.integer == id }) else { return false }
            state.connections.remove(at: index)
            return true
        }
    }

    /// Queues `payload` (its `eventType`, `instanceName` and `applicationUrl` added as the real
    /// server adds them) for the connections with `flag` on; nothing when none has it on.
    public func queue(_ eventType: String, flag: String, payload: [String: JSONValue]) {
        var body = payload
        body["eventType"] = .string(eventType)
        body["instanceName"] = .string(instanceName)
        body["applicationUrl"] = .string("")
        state.withLock { state in
            guard state.connections.contains(where: { $0[flag]?.flag == true }) else { return }
            state.pending.append(Pending(flag: flag, payload: .object(body)))
        }
    }

    /// `connection` as the server shows it: a password field's value hidden, as the real
    /// server hides it.
    public static func shown(_ connection: JSONValue) -> JSONValue {
        guard case .object(var members) = connection else { return connection }
        members["fields"] = .array(
            (connection["fields"]?.elements ?? []).map { field in
                guard case .object(var parts) = field, field["name"]?.text == "password", field["value"]?.text != nil
                else { return field }
                parts["value"] = .string("********")
                return .object(parts)
            })
        return .object(members)
    }

    /// Sends what is queued to the connections that want it; returns how many went out.
    @discardableResult
    public func flush() async -> Int {
        let (pending, connections) = state.withLock { state in
            defer { state.pending = [] }
            return (state.pending, state.connections)
        }
        var sent = 0
        for event in pending {
            for connection in connections where connection[event.flag]?.flag == true {
                if await send(event.payload, to: connection) == nil { sent += 1 }
            }
        }
        return sent
    }

    /// Sends the Test event to `resource` (as saving or testing a connection does); nil when it
    /// arrived, else what went wrong in the server's words.
    public func test(_ resource: JSONValue) async -> String? {
        let body: JSONValue = .object([
            "eventType": .string("Test"), "instanceName": .string(instanceName), "applicationUrl": .string(""),
        ])
        return await send(body, to: resource)
    }

    /// The Webhook schema, as `GET /notification/schema` lists it (the one implementation the
    /// demo has).
    public var schema: [JSONValue] {
        var resource: [String: JSONValue] = [
            "name": .string(""), "implementation": .string("Webhook"), "implementationName": .string("Webhook"),
            "configContract": .string("WebhookSettings"), "infoLink": .string("https://wiki.servarr.com"),
            "tags": .array([]),
            "fields": .array(
                [
                    ("url", JSONValue.string("")), ("method", .number(1)), ("username", .string("")),
                    ("password", .string("")), ("headers", .array([])),
                ].enumerated().map { order, field in
                    .object(["order": .number(Double(order)), "name": .string(field.0), "value": field.1])
                }),
        ]
        for flag in flags {
            resource[flag] = .bool(false)
            resource["supports" + flag.prefix(1).uppercased() + flag.dropFirst()] = .bool(true)
        }
        return [.object(resource)]
    }

    private func send(_ body: JSONValue, to connection: JSONValue) async -> String? {
        var fields: [String: JSONValue] = [:]
        for field in connection["fields"]?.elements ?? [] {
            if let name = field["name"]?.text { fields[name] = field["value"] ?? .null }
        }
        guard let url = fields["url"]?.text else { return "Webhook URL is required" }
        let method = fields["method"]?.integer == 2 ? "PUT" : "POST"
        return await sender.send(
            body, to: url, method: method, username: fields["username"]?.text, password: fields["password"]?.text,
            userAgent: "\(instanceName)/demo")
    }
}

extension JSONValue {
    /// A string, or a number written plainly.
    fileprivate var text: String? {
        switch self {
        case .string(let value): value.isEmpty ? nil : value
        case .number(let value): "\(Int64(clamping: value))"
        default: nil
        }
    }

    /// A whole number.
    package var integer: Int? {
        if case .number(let value) = self { return Int(exactly: value) }
        return nil
    }

    /// A boolean.
    fileprivate var flag: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements of an array.
    fileprivate var elements: [JSONValue] {
        if case .array(let values) = self { return values }
        return []
    }
}
