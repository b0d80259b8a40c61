import Foundation
import ServerKit

/// The editable fields of a profile, as a form holds them: its name and one connection draft
/// per supported service, with per-field validation.
public struct ProfileDraft: Hashable, Sendable {
    /// The profile's name.
    public var name: String
    /// The form's sections: the profile's first server of each of ``kinds``, by kind.
    private var sections: [ServiceKind: ConnectionDraft]

    /// The Radarr connection's fields.
    public var radarr: ConnectionDraft {
        get { self[.radarr] }
        set { self[.radarr] = newValue }
    }
    /// The Sonarr connection's fields.
    public var sonarr: ConnectionDraft {
        get { self[.sonarr] }
        set { self[.sonarr] = newValue }
    }

    /// Creates a draft.
    public init(
        name: String = "", radarr: ConnectionDraft = ConnectionDraft(.radarr),
        sonarr: ConnectionDraft = ConnectionDraft(.sonarr)
    ) {
        self.name = name
        self.sections = [.radarr: radarr, .sonarr: sonarr]
    }

    /// The draft of an existing profile, for editing.
    public init(_ profile: Profile) {
        self.init(
            name: profile.name, radarr: ConnectionDraft(.radarr, server: profile.radarr),
            sonarr: ConnectionDraft(.sonarr, server: profile.sonarr))
    }

    /// The connection draft of `kind` (only the kinds with a section have one; others read as
    /// empty, and setting one is ignored).
    public subscript(kind: ServiceKind) -> ConnectionDraft {
        get { sections[kind] ?? ConnectionDraft(kind) }
        set {
            guard Self.kinds.contains(kind) else { return }
            sections[kind] = newValue
        }
    }

    /// The kinds with a section of their own in the form (the profile's first server of each);
    /// further servers of any kind are added beside them.
    public static let kinds: [ServiceKind] = [.radarr, .sonarr]

    /// Every connection draft, in the order forms show them.
    public var connections: [ConnectionDraft] { Self.kinds.map { self[$0] } }

    /// The servers this draft describes (connections with an address).
    public var servers: [ServiceServer] { connections.compactMap(\.server) }

    /// The keys ``validate(otherNames:)`` reports problems under.
    public enum Field {
        /// The name field.
        public static let name = "name"
        /// A connection's URL field.
        public static func url(_ kind: ServiceKind) -> String { "\(kind.rawValue).url" }
        /// A connection's API key field.
        public static func apiKey(_ kind: ServiceKind) -> String { "\(kind.rawValue).apiKey" }
        /// A connection's headers field.
        public static func headers(_ kind: ServiceKind) -> String { "\(kind.rawValue).headers" }
        /// A connection's other addresses field (one per line).
        public static func otherAddresses(_ kind: ServiceKind) -> String { "\(kind.rawValue).otherAddresses" }
        /// A connection's CA certificate file field (TLS policy "trust a CA file").
        public static func caFile(_ kind: ServiceKind) -> String { "\(kind.rawValue).caFile" }
    }

    /// The next TLS policy in the form's cycle: verify → trust a CA file → accept self-signed → verify.
    public static func nextTLSPolicy(after policy: TLSPolicy) -> TLSPolicy {
        switch policy {
        case .verify: .trustCA(path: "")
        case .trustCA: .acceptSelfSigned
        case .acceptSelfSigned, .pinned: .verify
        }
    }

    /// A message per invalid field; empty when the draft can be saved.
    ///
    /// - Parameter otherNames: the names of the other profiles, which this one must not repeat.
    public func validate(otherNames: [String]) -> [String: String] {
        var problems: [String: String] = [:]
        let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmedName.isEmpty {
            problems[Field.name] = "Give the profile a name."
        } else if trimmedName.count > 64 {
            problems[Field.name] = "Keep the name under 64 characters."
        } else if otherNames.contains(where: { $0.caseInsensitiveCompare(trimmedName) == .orderedSame }) {
            problems[Field.name] = "Another profile is already called \"\(trimmedName)\"."
        }
        for connection in connections { problems.merge(connection.problems) { first, _ in first } }
        return problems
    }
}
