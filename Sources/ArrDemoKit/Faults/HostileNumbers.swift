import ArrKit
import Foundation

/// The `hostile-numbers` fault: every number of a JSON answer (and every string that is only a
/// number, as SABnzbd and Tautulli send them) becomes one at the edge of what a client can
/// hold — ±1e19, Int64's bounds, 1e300, −1 — in a fixed rotation, so the same answer is hostile
/// the same way each time. A JSON-RPC answer keeps its top-level `id`, which the client matches.
enum HostileNumbers {
    /// The values written in turn.
    static let values: [Double] = [1e19, -1e19, 0x1p63, -0x1p63, 1e300, -1]

    /// `data` with its numbers replaced, or `data` as it was when it is not JSON.
    static func rewrite(_ data: Data) -> Data {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return data }
        var turn = 0
        var rewritten = rewrite(value, turn: &turn)
        if case .object(var members) = rewritten, let id = value["id"] {
            members["id"] = id
            rewritten = .object(members)
        }
        return (try? JSONEncoder().encode(rewritten)) ?? data
    }

    private static func rewrite(_ value: JSONValue, turn: inout Int) -> JSONValue {
        switch value {
        case .number: return .number(next(&turn))
        case .string(let text) where Double(text) != nil: return .string(String(next(&turn)))
        case .array(let elements): return .array(elements.map { rewrite($0, turn: &turn) })
        case .object(let members):
            // Keys in a fixed order, so the rotation lands the same way on every run.
            var rewritten: [String: JSONValue] = [:]
            for key in members.keys.sorted() {
                if let member = members[key] { rewritten[key] = rewrite(member, turn: &turn) }
            }
            return .object(rewritten)
        case .null, .bool, .string: return value
        }
    }

    private static func next(_ turn: inout Int) -> Double {
        defer { turn += 1 }  // bounded: one step per number of one answer
        return values[turn % values.count]
    }
}
