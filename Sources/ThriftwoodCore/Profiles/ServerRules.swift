import Foundation

/// What a server must be to join a profile: a name and slug no other server of the profile
/// has, and a connection its kind can use.
enum ServerRules {
    /// Throws ``CoreError/invalid(_:)`` naming each problem of `server` beside `others`.
    static func check(_ server: ServiceServer, among others: [ServiceServer]) throws {
        var problems: [String: String] = [:]
        let name = server.name.trimmingCharacters(in: .whitespaces)
        if name.isEmpty {
            problems["name"] = "Give the server a name, e.g. \(server.kind.displayName) 4K."
        } else if let twin = others.first(where: {
            $0.name.caseInsensitiveCompare(name) == .orderedSame || $0.slug == server.slug
        }) {
            problems["name"] = "This profile already has a server called \(twin.name); choose another name."
        }
        let draft = ConnectionDraft(server.kind, server: server)
        if draft.isEmpty { problems[ProfileDraft.Field.url(server.kind)] = "Enter the server's address." }
        problems.merge(draft.problems) { first, _ in first }
        guard problems.isEmpty else { throw CoreError.invalid(problems) }
    }
}
