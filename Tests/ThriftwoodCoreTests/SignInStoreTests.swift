import Foundation
import GRDB
import Synchronization
import Testing

@testable import ThriftwoodCore

@Suite("The people who sign in to the browser, their sessions and their failed attempts")
struct SignInStoreTests {
    /// A clock the test moves.
    final class Clock: Sendable {
        private let now = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var read: @Sendable () -> Date { { [self] in now.withLock { $0 } } }
        func advance(_ seconds: TimeInterval) { now.withLock { $0 += seconds } }
    }

    @Test("A user is added once, with a password long enough; the name is any case")
    func addingUsers() async throws {
        let users = UserDirectory(database: try AppDatabase.inMemory(), cost: 4)
        try await users.add(name: "Maria", password: "a long enough one", role: .admin)
        await #expect(throws: CoreError.self) {
            try await users.add(name: "maria", password: "another long one", role: .admin)
        }
        await #expect(throws: CoreError.self) { try await users.add(name: "sam", password: "short", role: .household) }
        await #expect(throws: CoreError.self) {
            try await users.add(name: "sam smith", password: "long enough too", role: .household)
        }
        #expect(try await users.users().map(\.name) == ["Maria"])
        #expect(try await users.verify(name: "maria", password: "a long enough one")?.role == .admin)
        #expect(try await users.verify(name: "Maria", password: "a long enough on") == nil)
        #expect(try await users.verify(name: "nobody", password: "a long enough one") == nil)
    }

    @Test("The password is kept as a bcrypt hash, never as typed")
    func hashed() async throws {
        let database = try AppDatabase.inMemory()
        try await UserDirectory(database: database, cost: 4).add(
            name: "maria", password: "a long enough one", role: .admin)
        let stored = try await database.read { db in
            try String.fetchOne(db, sql: "SELECT passwordHash FROM householdUser")
        }
        #expect(stored?.hasPrefix("$2") == true)
        #expect(stored?.contains("a long enough one") == false)
    }

    @Test("A new password and removing a user end every session they had")
    func passwordEndsSessions() async throws {
        let database = try AppDatabase.inMemory()
        let users = UserDirectory(database: database, cost: 4)
        let sessions = SignInSessions(database: database)
        try await users.add(name: "maria", password: "a long enough one", role: .admin)
        let (first, _) = try await sessions.begin(for: "maria")
        let (second, _) = try await sessions.begin(for: "maria")
        try await users.setPassword(of: "maria", to: "a brand new password")
        #expect(try await sessions.session(for: first) == nil)
        #expect(try await sessions.session(for: second) == nil)
        let (third, _) = try await sessions.begin(for: "maria")
        try await users.remove("maria")
        #expect(try await sessions.session(for: third) == nil)
    }

    @Test(
        "A session is kept by its token's hash and ends after a week unused (a day, signed in to by nobody) or a month in all"
    )
    func sessionLifetime() async throws {
        let database = try AppDatabase.inMemory()
        let clock = Clock()
        let sessions = SignInSessions(database: database, clock: clock.read)
        try await UserDirectory(database: database, cost: 4).add(
            name: "maria", password: "a long enough one", role: .admin)
        let (token, session) = try await sessions.begin(for: "maria")
        let keys = try await database.read { db in try String.fetchAll(db, sql: "SELECT tokenHash FROM signInSession") }
        #expect(keys == [session.tokenHash])
        #expect(!keys.contains(token))
        for _ in 0..<4 {
            clock.advance(6 * 24 * 3600)
            #expect(try await sessions.session(for: token) != nil)
        }
        clock.advance(6 * 24 * 3600)  // used every 6 days, but 30 days old now
        #expect(try await sessions.session(for: token) == nil)
        let (idle, _) = try await sessions.begin(for: "maria")
        clock.advance(SignInSessions.idleLimit + 1)
        #expect(try await sessions.session(for: idle) == nil)
        // A browser nobody signed in to is forgotten after a day unused.
        let (looker, _) = try await sessions.begin(for: nil)
        clock.advance(SignInSessions.anonymousIdleLimit - 60)
        #expect(try await sessions.session(for: looker) != nil)
        clock.advance(SignInSessions.anonymousIdleLimit + 1)
        #expect(try await sessions.session(for: looker) == nil)
    }

    @Test("Failures slow the next attempt, then lock that name from that address only, for the window")
    func throttle() async throws {
        let database = try AppDatabase.inMemory()
        let clock = Clock()
        let throttle = SignInThrottle(database: database, clock: clock.read)
        #expect(try await throttle.verdict(name: "maria", address: "10.0.0.5") == .proceed(after: .zero))
        try await throttle.record(name: "maria", address: "10.0.0.5", succeeded: false)
        #expect(try await throttle.verdict(name: "maria", address: "10.0.0.5") == .proceed(after: .milliseconds(500)))
        for _ in 1..<SignInThrottle.lockAfter {
            try await throttle.record(name: "maria", address: "10.0.0.5", succeeded: false)
        }
        guard case .locked = try await throttle.verdict(name: "Maria", address: "10.0.0.5") else {
            Issue.record("the name is not locked from the guessing address")
            return
        }
        // A stranger's guesses do not keep the owner out: her own address signs her in at once.
        #expect(try await throttle.verdict(name: "maria", address: "10.0.0.9") == .proceed(after: .zero))
        #expect(try await throttle.verdict(name: "sam", address: "10.0.0.5") == .proceed(after: .zero))
        clock.advance(SignInThrottle.window + 1)
        #expect(try await throttle.verdict(name: "maria", address: "10.0.0.5") == .proceed(after: .zero))
    }

    @Test("An address that guesses many names is refused for any name; an admin's unlock lifts a name's lock")
    func addressAndUnlock() async throws {
        let database = try AppDatabase.inMemory()
        let clock = Clock()
        let throttle = SignInThrottle(database: database, clock: clock.read)
        for attempt in 0..<SignInThrottle.addressLockAfter {
            try await throttle.record(name: "guess\(attempt)", address: "203.0.113.7", succeeded: false)
        }
        guard case .locked = try await throttle.verdict(name: "maria", address: "203.0.113.7") else {
            Issue.record("the guessing address is not locked")
            return
        }
        for _ in 0..<SignInThrottle.lockAfter {
            try await throttle.record(name: "maria", address: "10.0.0.5", succeeded: false)
        }
        #expect(try await throttle.unlock(name: "MARIA") == 1)
        #expect(try await throttle.verdict(name: "maria", address: "10.0.0.5") == .proceed(after: .zero))
        #expect(try await throttle.unlock(name: "maria") == 0)
    }
}
