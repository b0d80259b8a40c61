import Foundation
import GRDB

/// Slows and then locks guessing, without letting a stranger lock the owner out: failures count
/// per name *and address together*, so five wrong passwords for "maria" from one address lock
/// that address out of "maria" for ``window`` while her own address with no failures still signs
/// her in. Each failure for that pair waits longer first. An address that guesses many names
/// (``addressLockAfter`` failures, whatever the names) is refused altogether. Every attempt is
/// kept (and logged by the caller); an admin lifts a name's locks with `users unlock NAME`.
public struct SignInThrottle: Sendable {
    /// Failures of one name from one address in ``window`` that lock that pair.
    public static let lockAfter = 5
    /// Failures from one address in ``window``, for any names, that lock the address.
    public static let addressLockAfter = 20
    /// How far back failures count.
    public static let window: TimeInterval = 15 * 60

    let database: AppDatabase
    let clock: @Sendable () -> Date

    /// Creates the throttle over `database`.
    public init(database: AppDatabase, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.clock = clock
    }

    /// What an attempt for `name` from `address` must do first.
    public enum Verdict: Sendable, Equatable {
        /// Go ahead after waiting this long (zero at first).
        case proceed(after: Duration)
        /// Refused: too many failures; says until when.
        case locked(until: Date)
    }

    static func pair(_ name: String, _ address: String) -> String { "pair:\(name.lowercased())@\(address)" }
    static func address(_ address: String) -> String { "address:" + address }

    /// Whether an attempt for `name` from `address` may go ahead, and after how long.
    public func verdict(name: String, address: String) async throws(CoreError) -> Verdict {
        let since = clock().addingTimeInterval(-Self.window)
        let (pair, fromAddress) = try await database.read { db in
            (
                try Self.failures(db, subject: Self.pair(name, address), since: since),
                try Self.failures(db, subject: Self.address(address), since: since)
            )
        }
        if pair.count >= Self.lockAfter, let first = pair.first {
            return .locked(until: first.addingTimeInterval(Self.window))
        }
        if fromAddress.count >= Self.addressLockAfter, let first = fromAddress.first {
            return .locked(until: first.addingTimeInterval(Self.window))
        }
        // 0, 0.5, 1, 2, 4 s: a person retyping does not notice; a script does.
        let wait = pair.isEmpty ? 0 : min(4_000, 250 << min(pair.count, 4))
        return .proceed(after: .milliseconds(wait))
    }

    private static func failures(_ db: Database, subject: String, since: Date) throws -> [Date] {
        try Date.fetchAll(
            db, sql: "SELECT date FROM signInAttempt WHERE subject = ? AND succeeded = 0 AND date > ? ORDER BY date",
            arguments: [subject, since])
    }

    /// Records an attempt for `name` from `address`; a success clears neither (they age out).
    public func record(name: String, address: String, succeeded: Bool) async throws(CoreError) {
        let now = clock()
        try await database.write { db in
            for subject in [Self.pair(name, address), Self.address(address)] {
                try db.execute(
                    sql: "INSERT INTO signInAttempt (subject, date, succeeded) VALUES (?, ?, ?)",
                    arguments: [subject, now, succeeded])
            }
            try db.execute(
                sql: "DELETE FROM signInAttempt WHERE date < ?", arguments: [now.addingTimeInterval(-Self.window * 4)])
        }
    }

    /// Forgets the failures for `name` from every address, so it may sign in at once; returns
    /// how many addresses were locked out of it.
    public func unlock(name: String) async throws(CoreError) -> Int {
        let prefix = "pair:\(name.lowercased())@"
        let since = clock().addingTimeInterval(-Self.window)
        return try await database.write { db in
            let locked =
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT COUNT(*) FROM (SELECT subject FROM signInAttempt WHERE substr(subject, 1, ?) = ? \
                        AND succeeded = 0 AND date > ? GROUP BY subject HAVING COUNT(*) >= ?)
                        """,
                    arguments: [prefix.count, prefix, since, Self.lockAfter]) ?? 0
            try db.execute(
                sql: "DELETE FROM signInAttempt WHERE substr(subject, 1, ?) = ? AND succeeded = 0",
                arguments: [prefix.count, prefix])
            return locked
        }
    }
}
