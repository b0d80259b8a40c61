import Foundation

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

    /// Creates a user's record.
    public init(name: String, role: HouseholdRole, created: Date) {
        self.name = name
        self.role = role
        self.created = created
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
