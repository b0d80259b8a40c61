import Foundation
import SeerrKit

/// What a person signed in to the browser may do.
public enum HouseholdRole: String, Sendable, CaseIterable, Codable {
    /// Everything: edits, deletes, servers, settings.
    case admin
    /// Browse, search, request through Seerr and watch downloads; nothing that edits or deletes.
    case household

    /// The role's name as people read it.
    public var label: String {
        switch self {
        case .admin: "admin (everything)"
        case .household: "household (browse, search, request; no edits, deletes or settings)"
        }
    }
}

/// A person who signs in to `thriftwood serve`.
public struct HouseholdUser: Sendable, Hashable {
    /// The name they sign in with (unique, case-insensitive).
    public let name: String
    /// What they may do.
    public let role: HouseholdRole
    /// When they were added.
    public let created: Date
    /// The Seerr user (its id in Seerr) they request as; nil: none linked.
    public let seerrUserId: Int?

    /// Creates a user's record.
    public init(name: String, role: HouseholdRole, created: Date, seerrUserId: Int? = nil) {
        self.name = name
        self.role = role
        self.created = created
        self.seerrUserId = seerrUserId
    }

    /// Whom Seerr is asked as while this person acts: their linked Seerr user; an admin with
    /// none acts as the key's own user (as before); anyone else with none may not change Seerr.
    public var seerrActing: SeerrActingUser? {
        if let seerrUserId { return .user(seerrUserId) }
        return role == .admin ? nil : .unlinked
    }
}

/// The rules a new name and password must meet, each broken one said in words.
public enum SignInRules {
    /// The shortest password accepted.
    public static let minimumPasswordLength = 10
    /// The longest password bcrypt reads whole (it ignores bytes past 72).
    public static let maximumPasswordBytes = 72

    /// Why `name` cannot be a user's name, or nil when it can.
    public static func problem(withName name: String) -> String? {
        if name.isEmpty { return "A user needs a name." }
        if name.count > 64 { return "A user's name is at most 64 characters." }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        if name.unicodeScalars.contains(where: { !allowed.contains($0) }) {
            return "A user's name is letters, digits, '-', '_' and '.' (\"\(name)\" has others)."
        }
        return nil
    }

    /// Why `password` cannot be used, or nil when it can.
    public static func problem(withPassword password: String) -> String? {
        if password.count < minimumPasswordLength {
            return "A password needs at least \(minimumPasswordLength) characters (this one has \(password.count))."
        }
        if password.utf8.count > maximumPasswordBytes {
            return "A password is at most \(maximumPasswordBytes) bytes (this one has \(password.utf8.count))."
        }
        return nil
    }
}

extension HouseholdUser {
    /// Runs `body` with Seerr asked as this person (``seerrActing``): what they request is
    /// filed as them, never as the profile key's admin.
    public func actingInSeerr<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
        try await SeerrActingUser.$current.withValue(seerrActing) { try await body() }
    }
}

/// How a person's link to Seerr is said, once for the Users page and `users list`.
public enum SeerrLink {
    /// "Requests in Seerr as user 4", or what happens without a link.
    public static func words(_ user: HouseholdUser) -> String {
        if let id = user.seerrUserId { return "Requests in Seerr as user \(id)" }
        return user.role == .admin
            ? "Requests in Seerr as the profile key's user"
            : "No Seerr user: may not request until linked"
    }
}
