import Foundation
import ServerKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

/// A kind this build does not have (Readarr, a book library), declared here the way a new
/// kind's folder would: its facts and one capability, a queue for the merged views.
private enum Readarr {
    static let kind = ServiceKind(
        id: "readarr", displayName: "Readarr", defaultPort: 8787, manages: "books", family: .arr)

    /// A feed whose queue is one book download, or a failure for a server called "Readarr Old".
    static let declaration = KindDeclaration(
        kind,
        activity: { context in
            let failing = context.server.name == "Readarr Old"
            return ActivityFeed(
                kind: kind,
                queue: {
                    if failing { throw CoreError.noService(kind) }
                    return [
                        ActivityRow(
                            service: kind, id: "readarr/queue/1", title: "Project Hail Mary · epub",
                            label: StatusLabel("downloading", .neutral), progress: 0.5, route: nil)
                    ]
                },
                removeFromQueue: { _, _ in }, history: { _, _ in [] }, calendar: { _, _ in [] },
                wanted: { _ in ActivityFeed.Wanted(rows: [], total: 0) }, searchWanted: { _ in "" },
                wantedNoun: "book"
            ).from(context.ref)
        })

    /// The app's services over `env`, with the standard kinds and Readarr.
    static func dependencies(_ env: TestEnvironment) -> AppDependencies {
        let kinds = KindRegistry.standard.adding(declaration)
        let live = env.dependencies
        return AppDependencies(
            profiles: LiveProfileService(database: env.database, kinds: kinds), preferences: live.preferences,
            shelf: live.shelf,
            records: live.records, log: live.log, snapshots: live.snapshots,
            redactor: live.redactor, kinds: kinds)
    }
}

@Suite("Kinds come from one registry")
@MainActor
struct KindRegistryTests {
    @Test("a kind declared only through the registry joins the merged queue, named, and a failing one is named")
    func fakeKindJoinsTheMergedQueue() async throws {
        try await withEnvironment { env in
            let dependencies = Readarr.dependencies(env)
            let profile = try await dependencies.profiles.create(
                ProfileDraft(
                    name: "Home",
                    radarr: ConnectionDraft(.radarr, url: ServiceServer.embeddedDemoURL, apiKey: "demo")))
            let address = ServerConnection(baseURL: "http://127.0.0.1:8787", apiKey: "key")
            for name in ["Readarr", "Readarr Old"] {
                _ = try await dependencies.profiles.addServer(
                    ServiceServer(kind: Readarr.kind, name: name, connection: address), to: profile.id)
            }
            // Stored and read back as the registry's kind.
            let stored = try #require(try await dependencies.profiles.profile(id: profile.id))
            #expect(stored.servers.map(\.kind.displayName) == ["Radarr", "Readarr", "Readarr"])

            let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: env.directory)
            await coordinator.start()
            guard case .app(.activity(.queue(let queue))) = coordinator.model(for: .activity(.queue)) else {
                Issue.record("expected the merged queue")
                return
            }
            await queue.load()
            #expect(queue.services.map(\.name) == ["Radarr", "Readarr", "Readarr Old"])
            let books = queue.rows.filter { $0.service == Readarr.kind }
            #expect(books.map(\.title) == ["Project Hail Mary · epub"])
            #expect(books.map(\.source.name) == ["Readarr"])
            #expect(queue.rows.contains { $0.service == .radarr }, "Radarr's rows stay beside it")
            #expect(queue.failures.map(\.service.name) == ["Readarr Old"])
            #expect(queue.failures.first?.message.hasPrefix("Readarr Old is not shown:") == true)
            queue.serviceFilter = queue.services.first { $0.name == "Readarr" }
            #expect(queue.visibleRows.map(\.source.name) == ["Readarr"])

            // A kind without a Home part or screens leaves Home and the link table as they were.
            guard case .app(.home(let home)) = coordinator.model(for: nil) else {
                Issue.record("expected Home")
                return
            }
            await home.load()
            #expect(home.services.map(\.name) == ["Radarr"])
        }
    }

    @Test("the standard registry lists each kind once, ids unique, and finds kinds by former names")
    func standardRegistry() throws {
        let kinds = KindRegistry.standard.kinds
        #expect(Set(kinds.map(\.rawValue)).count == kinds.count)
        #expect(kinds.first == .radarr)
        let standard = KindRegistry.standard
        #expect(standard.kind(named: "Overseerr") == .seerr && standard.kind(named: "jellyseerr") == .seerr)
        #expect(standard.kind(named: "readarr") == nil)
        #expect(
            KindRegistry.standard.declarations.filter { $0.arrEngine != nil }.map(\.kind) == [
                .radarr, .sonarr, .lidarr,
            ])
        #expect(
            ServiceKind.downloadClients.map(\.rawValue) == [
                "sabnzbd", "nzbget", "qbittorrent", "transmission", "deluge",
            ])
        // Every kind with screens has a scope in the link table, under its id.
        for declaration in KindRegistry.standard.declarations {
            guard let home = declaration.home else { continue }
            let link = try KindRegistry.standard.deepLinks.printText(NavigationState(path: [home]))
            #expect(link == "thriftwood://\(declaration.kind.rawValue)")
        }
    }

    @Test("a kind's id round-trips through JSON; an unknown id is an error naming it")
    func kindCoding() throws {
        let data = try JSONEncoder().encode([ServiceKind.qbittorrent])
        #expect(String(decoding: data, as: UTF8.self) == #"["qbittorrent"]"#)
        let decoder = JSONDecoder()
        decoder.userInfo = KindRegistry.standard.decodingInfo
        #expect(try decoder.decode([ServiceKind].self, from: data) == [.qbittorrent])
        #expect(throws: DecodingError.self) {
            try decoder.decode([ServiceKind].self, from: Data(#"["readarr"]"#.utf8))
        }
    }
}

@Suite("Reading a kind with the registry a decoder is given")
struct KindDecodingTests {
    @Test("a kind is read with the decoder's registry, a former name too; without one it is refused in words")
    func decodesWithGivenRegistry() throws {
        let decoder = JSONDecoder()
        decoder.userInfo = KindRegistry.standard.decodingInfo
        #expect(try decoder.decode(ServiceKind.self, from: Data(#""overseerr""#.utf8)) == .seerr)
        let readarr = ServiceKind(
            id: "readarr", displayName: "Readarr", defaultPort: 8787, manages: "books", family: .arr)
        let withReadarr = KindRegistry.standard.adding(KindDeclaration(readarr))
        decoder.userInfo = withReadarr.decodingInfo
        #expect(try decoder.decode(ServiceKind.self, from: Data(#""readarr""#.utf8)) == readarr)
        decoder.userInfo = KindRegistry.standard.decodingInfo
        #expect(throws: DecodingError.self) { try decoder.decode(ServiceKind.self, from: Data(#""readarr""#.utf8)) }
        let bare = JSONDecoder()
        do {
            _ = try bare.decode(ServiceKind.self, from: Data(#""radarr""#.utf8))
            Issue.record("a kind was read without a registry")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "no kinds were given to read the kind “radarr”")
        }
    }
}
