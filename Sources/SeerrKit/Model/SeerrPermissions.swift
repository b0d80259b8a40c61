/// What a Seerr user may do: Seerr's permission bits (the same in Overseerr and Jellyseerr).
public struct SeerrPermissions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int

    /// Permissions from Seerr's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Everything; bypasses every other check.
    public static let admin = SeerrPermissions(rawValue: 2)
    /// Approve, decline, edit and delete anyone's requests.
    public static let manageRequests = SeerrPermissions(rawValue: 16)
    /// Request movies and series.
    public static let request = SeerrPermissions(rawValue: 32)
    /// Request in 4K.
    public static let request4K = SeerrPermissions(rawValue: 1024)
    /// Choose server, profile and folder when requesting.
    public static let requestAdvanced = SeerrPermissions(rawValue: 8192)
    /// See other users' requests.
    public static let requestView = SeerrPermissions(rawValue: 16384)
    /// Request movies only.
    public static let requestMovie = SeerrPermissions(rawValue: 262_144)
    /// Request series only.
    public static let requestTV = SeerrPermissions(rawValue: 524_288)
    /// Comment on, resolve and reopen issues.
    public static let manageIssues = SeerrPermissions(rawValue: 1_048_576)
    /// See issues.
    public static let viewIssues = SeerrPermissions(rawValue: 2_097_152)
    /// Report issues.
    public static let createIssues = SeerrPermissions(rawValue: 4_194_304)

    /// Whether the user has `permission` (an admin has all).
    public func allows(_ permission: SeerrPermissions) -> Bool {
        contains(.admin) || contains(permission)
    }

    /// Whether the user may approve, decline, edit and delete requests.
    public var mayManageRequests: Bool { allows(.manageRequests) }

    /// Whether the user may request `type`.
    public func mayRequest(_ type: SeerrMediaType) -> Bool {
        allows(.request) || allows(type == .movie ? .requestMovie : .requestTV)
    }

    /// Whether the user may resolve and comment on issues.
    public var mayManageIssues: Bool { allows(.manageIssues) }
}
