import AsyncHTTPClient
import Foundation
import Logging
import ServerKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

/// A kind this build does not have, declared in this file alone the way a new kind's folder
/// would: its facts, its own service (built from the app's parts, reaching its embedded demo
/// through the launcher it is given), two list screens, a line on Home, palette entries and a
/// place in the demo profile. Nothing shared names it.
private enum Readarr {
    static let kind = ServiceKind(
        id: "readarr", displayName: "Readarr", defaultPort: 8787, manages: "books", family: .arr)

    static let declaration = KindDeclaration(
        kind,
        dashboard: { context in
            let (services, server, ref) = (context.dependencies.services, context.server, context.ref)
            return { _, _ in
                let books = try await services.readarr.books(on: server)
                return ServiceDashboard(
                    kind: kind,
                    overview: ServiceOverview(version: "0.4.18", healthIssues: 0, activity: "\(books.count) books"),
                    lowDisks: [], downloading: [], upcoming: [], missing: 1
                ).from(ref)
            }
        },
        makeService: ServiceMaker(Readarr.kind) { parts in ReadarrBooks(launcher: parts.launcher) },
        inDemoProfile: true,
        paletteScreens: [PaletteScreen("Books (Readarr)", ""), PaletteScreen("Wanted books (Readarr)", "wanted")],
        screens: [
            KindScreen("Books", path: "") { parts in
                TableSource(load: { _ in
                    let books = try await parts.services.readarr.books(on: parts.server)
                    return DisplayTable(
                        columns: ["TITLE", "FROM"], rows: books.map { DisplayRow(id: $0.0, cells: [$0.0, $0.1]) },
                        empty: "No books.")
                })
            },
            KindScreen("Wanted", path: "wanted") { _ in
                TableSource(load: { _ in
                    DisplayTable(
                        columns: ["TITLE"], rows: [DisplayRow(id: "1", cells: ["Piranesi"], tone: .attention)],
                        empty: "Nothing wanted.")
                })
            },
        ])
}

/// Readarr's service: its books, each with the address it was read from (its embedded demo's,
/// reached through the launcher, for a server on the demo).
private struct ReadarrBooks: Sendable {
    let launcher: DemoServerLauncher?

    func books(on server: ServiceServer) async throws -> [(String, String)] {
        var address = server.connection.baseURL
        if server.isEmbeddedDemo {
            guard let launcher else { throw CoreError.noService(Readarr.kind) }
            address = try await launcher.connection().baseURL
        }
        return [("Project Hail Mary", address), ("Klara and the Sun", address)]
    }
}

extension KindServiceShelf {
    /// Readarr's service, as a kind's folder declares its accessor.
    fileprivate var readarr: ReadarrBooks {
        service(Readarr.kind, as: ReadarrBooks.self) ?? ReadarrBooks(launcher: nil)
    }
}

/// Counts how often Readarr's embedded demo was asked for.
private actor LaunchCount {
    private(set) var count = 0
    func launch() -> ServerConnection {
        count += 1
        return ServerConnection(baseURL: "http://127.0.0.1:8787/readarr-demo", apiKey: "demo")
    }
}

@Suite("A kind is its own declaration")
@MainActor
struct KindProofTests {
    @Test(
        "a kind declared only in a test opens from --demo at its link, with its screens, Home line and palette entries")
    func fakeKindEndToEnd() async throws {
        try await withEnvironment { env in
            let kinds = KindRegistry.standard.adding(Readarr.declaration)
            let launches = LaunchCount()
            let live = env.dependencies
            var dependencies = AppDependencies(
                profiles: LiveProfileService(database: env.database, kinds: kinds), preferences: live.preferences,
                shelf: live.shelf,
                records: live.records, log: live.log, snapshots: live.snapshots,
                redactor: live.redactor, kinds: kinds)
            // The shelf built as the app builds it, with Readarr's embedded demo among the launchers.
            dependencies.shelf = KindServiceShelf.live(
                kinds, transport: LiveHTTPTransport(http: appLikeHTTP),
                demos: env.demoLaunchers.merging([Readarr.kind: DemoServerLauncher { await launches.launch() }]) { $1 },
                database: env.database,
                logger: { Logger(label: $0) { _ in SwiftLogNoOpLogHandler() } })

            // `--demo` at one of its links: the demo profile holds a Readarr on the embedded demo.
            let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: env.directory)
            await coordinator.start(demo: true, deepLink: "thriftwood://readarr/wanted")
            let profile = try #require(coordinator.profile)
            #expect(profile.servers.contains { $0.kind == Readarr.kind && $0.isEmbeddedDemo })
            let wantedRoute = AppRoute.kindScreen(KindScreenRoute(kind: Readarr.kind, path: "wanted", title: "Wanted"))
            let booksRoute = AppRoute.kindScreen(KindScreenRoute(kind: Readarr.kind, path: "", title: "Books"))
            #expect(coordinator.navigator.state.path == [booksRoute, wantedRoute])
            #expect(try coordinator.currentLink() == "thriftwood://readarr/wanted")

            // Its screens are tables every front end draws; the books come through its demo's launcher.
            guard case .table(let wanted) = coordinator.visibleModel else {
                Issue.record("expected Readarr's wanted screen as a table")
                return
            }
            await wanted.load()
            #expect(wanted.heading == "Readarr · Wanted")
            #expect(wanted.table.value?.rows.map(\.cells) == [["Piranesi"]])
            #expect(wanted.links.map(\.label) == ["Books"] && wanted.links.map(\.route) == [booksRoute])
            coordinator.navigate(to: booksRoute)
            guard case .table(let books) = coordinator.visibleModel else {
                Issue.record("expected Readarr's books as a table")
                return
            }
            await books.load()
            #expect(
                books.table.value?.rows.map(\.cells) == [
                    ["Project Hail Mary", "http://127.0.0.1:8787/readarr-demo"],
                    ["Klara and the Sun", "http://127.0.0.1:8787/readarr-demo"],
                ])
            #expect(await launches.count >= 1)

            // Home: a menu entry opening its home, and its line.
            guard case .app(.home(let home)) = coordinator.model(for: nil) else {
                Issue.record("expected Home")
                return
            }
            #expect(home.entries.contains { $0.title == "Readarr" && $0.route == booksRoute })
            let ref = try #require(home.services.first { $0.kind == Readarr.kind })
            await home.load()
            #expect(home.statusLine(of: ref).text == "Readarr · v0.4.18 · 2 books · 1 missing")

            // The palette: its entries open its screens by link.
            let palette = PaletteCatalog.screens(for: profile, kinds: kinds)
            let entries = palette.filter { $0.title.hasSuffix("(Readarr)") }.map { "\($0.title) → \($0.target)" }
            #expect(
                entries == [
                    "Books (Readarr) → \(PaletteItem.Target.link("thriftwood://readarr"))",
                    "Wanted books (Readarr) → \(PaletteItem.Target.link("thriftwood://readarr/wanted"))",
                ])
            // Only the registry the app was given knows it: this build's own table does not.
            #expect(throws: DeepLinkError.self) {
                try KindRegistry.standard.deepLinks.parse("thriftwood://readarr/wanted")
            }
        }
    }
}
