import Foundation
import GRDB
import Logging
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("Profiles saved to accept any certificate are pinned on first use")
@MainActor
struct LegacyPinTests {
    @Test(
        "an 'accept self-signed' Radarr is pinned to what it presents, saved, and said; until then no client is handed out"
    )
    func legacyProfileIsPinned() async throws {
        let database = try AppDatabase.inMemory()
        let profiles = LiveProfileService(database: database, kinds: .standard)
        var radarr = ConnectionDraft(.radarr, url: "https://radarr.lan:7878", apiKey: "key")
        radarr.tls = .acceptSelfSigned
        let legacy = try await profiles.create(ProfileDraft(name: "Home", radarr: radarr))
        #expect(legacy.radarr?.connection.tls == .acceptSelfSigned)

        // Before the migration, the stored server is refused rather than trusted blindly.
        let service = LiveRadarrService(
            .radarr, transport: InMemoryTransport { _ in .json("{}") }, launcher: nil, logger: Logger(label: "test"))
        await service.configure(legacy.radarr)
        await #expect(throws: CoreError.certificateNotPinned(.radarr, "its certificate has not been pinned yet")) {
            _ = try await service.client()
        }

        let seen = ServerCertificate(pem: "-----BEGIN CERTIFICATE-----\nnot a real one\n-----END CERTIFICATE-----\n")
        let probed = ProbeLog()
        let (pinned, notices) = try await LegacyPinMigration.run(legacy, profiles: profiles) { host, port in
            await probed.add("\(host):\(port)")
            return seen
        }
        #expect(await probed.hosts == ["radarr.lan:7878"])
        #expect(pinned.radarr?.connection.tls == .pinned(certificatePEM: seen.pem))
        #expect(try await profiles.profile(id: legacy.id)?.radarr?.connection.tls == .pinned(certificatePEM: seen.pem))
        #expect(
            notices == [
                "Pinned the certificate Radarr presented (SHA-256 unknown); if it changes, Thriftwood will refuse it."
            ])
        await service.configure(pinned.radarr)
        _ = try await service.client()

        // Once pinned, nothing is probed or said again.
        let again = try await LegacyPinMigration.run(pinned, profiles: profiles) { _, _ in
            Issue.record("a pinned server must not be probed")
            return seen
        }
        #expect(again.notices.isEmpty)
    }

    @Test("a second Radarr accepting self-signed certificates is pinned on its own; the first keeps its setting")
    func secondServerIsPinnedAlone() async throws {
        let profiles = LiveProfileService(database: try AppDatabase.inMemory(), kinds: .standard)
        let home = try await profiles.create(
            ProfileDraft(name: "Home", radarr: ConnectionDraft(.radarr, url: "https://nas:7878", apiKey: "key")))
        _ = try await profiles.addServer(
            ServiceServer(
                kind: .radarr, name: "Radarr 4K",
                connection: ServerConnection(baseURL: "https://uhd.lan:7878", apiKey: "key", tls: .acceptSelfSigned)),
            to: home.id)
        let legacy = try #require(try await profiles.profile(id: home.id))
        let seen = ServerCertificate(pem: "-----BEGIN CERTIFICATE-----\nuhd\n-----END CERTIFICATE-----\n")
        let probed = ProbeLog()
        let (pinned, notices) = try await LegacyPinMigration.run(legacy, profiles: profiles) { host, port in
            await probed.add("\(host):\(port)")
            return seen
        }
        #expect(await probed.hosts == ["uhd.lan:7878"])
        #expect(pinned.radarr?.connection.tls == .verify)
        #expect(pinned.server(named: "radarr-4k")?.connection.tls == .pinned(certificatePEM: seen.pem))
        #expect(notices.count == 1 && notices[0].contains("Radarr 4K"))
    }

    @Test("a server that cannot be reached is not pinned and not used: the reason is said")
    func unreachableIsNotTrusted() async throws {
        let database = try AppDatabase.inMemory()
        let profiles = LiveProfileService(database: database, kinds: .standard)
        var radarr = ConnectionDraft(.radarr, url: "https://radarr.lan", apiKey: "key")
        radarr.tls = .acceptSelfSigned
        let legacy = try await profiles.create(ProfileDraft(name: "Home", radarr: radarr))
        struct Down: Error {}
        let (kept, notices) = try await LegacyPinMigration.run(legacy, profiles: profiles) { _, _ in throw Down() }
        #expect(kept.radarr?.connection.tls == .acceptSelfSigned)
        #expect(notices.count == 1 && notices[0].hasPrefix("Could not pin Radarr's certificate yet ("))
        #expect(try await profiles.profile(id: legacy.id)?.radarr?.connection.tls == .acceptSelfSigned)

    }
}

@Suite("A server whose stored headers or TLS setting cannot be read is not connected to")
@MainActor
struct UnreadableConnectionTests {
    @Test("damaged headers are named, and no request goes out without them")
    func damagedHeaders() async throws {
        let database = try AppDatabase.inMemory()
        let profiles = LiveProfileService(database: database, kinds: .standard)
        let profile = try await profiles.create(
            ProfileDraft(
                name: "Home",
                radarr: ConnectionDraft(
                    .radarr, url: "http://radarr.lan:7878", apiKey: "key", headers: "X-Proxy-Auth: secret")))
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE serviceConnection SET headers = 'not json'")
        }
        let server = try #require(try await profiles.profile(id: profile.id)?.radarr)
        #expect(server.readProblem == "the saved custom headers of Radarr could not be read")
        let service = LiveRadarrService(
            .radarr, transport: InMemoryTransport { _ in .json("{}") }, launcher: nil, logger: Logger(label: "test"))
        await service.configure(server)
        do {
            _ = try await service.client()
            Issue.record("a server missing its headers must not be connected to")
        } catch let error as CoreError {
            #expect(error.description.contains("custom headers of Radarr could not be read"))
        }
    }
}

/// The hosts a fake certificate probe was asked about.
actor ProbeLog {
    private(set) var hosts: [String] = []
    func add(_ host: String) { hosts.append(host) }
}
