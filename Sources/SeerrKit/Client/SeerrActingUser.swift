/// Whom Seerr is asked as, for the task that runs: Seerr takes an admin's API key with an
/// `X-Api-User` header and then acts as that user in everything (their permissions, their
/// auto-approval, their name on the request). Unset, the key's own user acts, as before.
public enum SeerrActingUser: Sendable, Hashable {
    /// Act as Seerr's user with this id.
    case user(Int)
    /// A person with no Seerr user of their own: reads go on as the key's user, and every
    /// change is refused rather than filed as the key's user (an admin, who is auto-approved).
    case unlinked

    /// Whom the current task asks Seerr as; nil: the key's own user.
    @TaskLocal public static var current: SeerrActingUser?
}
