import Foundation
import GRDB

/// Slows and then locks guessing: each failed sign-in for a name or from an address waits
/// longer, and after ``lockAfter`` failures in ``window`` that name or address is refused until
/// the window has passed. Every attempt is kept (and logged by the caller).
public struct SignInThrottle: Sendable {
    /// Failures in ``window`` that lock a name or an address.
    public static let lockAfter = 5
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

    /// Whether an attempt for `name` from `address` may go ahead, and after how long.
    public func verdict(name: String, address: String) async throws(CoreError) -> Verdict {
        let now = clock()
        let since = now.addingTimeInterval(-Self.window)
        let subjects = ["user:" + name.lowercased(), "address:" + address]
        let failures = try await database.read { db -> [[Date]] in
            try subjects.map { subject in
                try Date.fetchAll(
                    db,
                    sql:
                        "SELECT date FROM signInAttempt WHERE subject = ? AND succeeded = 0 AND date > ? ORDER BY date",
                    arguments: [subject, since])
            }
        }
        // The name or the address with more failures decides.
        let worst = failures.max { $0.count < $1.count } ?? []
        if worst.count >= Self.lockAfter, let first = worst.first {
            return .locked(until: first.addingTimeInterval(Self.window))
        }
        let byName = worst.count
        // 0, 0.5, 1, 2, 4 s: a person retyping does not notice; a script does.
        let wait = byName == 0 ? 0 : min(4_000, 250 << min(byName, 4))
        return .proceed(after: .milliseconds(wait))
    }

    /// Records an attempt for `name` from `address`; a success clears neither (they age out).
    public func record(name: String, address: String, succeeded: Bool) async throws(CoreError) {
        let now = clock()
        try await database.write { db in
            for subject in ["user:" + name.lowercased(), "address:" + address] {
                try db.execute(
                    sql: "INSERT INTO signInAttempt (subject, date, succeeded) VALUES (?, ?, ?)",
                    arguments: [subject, now, succeeded])
            }
            try db.execute(
                sql: "DELETE FROM signInAttempt WHERE date < ?", arguments: [now.addingTimeInterval(-Self.window * 4)])
        }
    }
}
