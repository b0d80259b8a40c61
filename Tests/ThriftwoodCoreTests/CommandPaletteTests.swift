import Foundation
import Logging
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("The command palette")
@MainActor
struct CommandPaletteTests {
    private func item(_ title: String, _ kind: PaletteItem.Kind = .movie) -> PaletteItem {
        PaletteItem(kind: kind, title: title, target: .link("thriftwood://\(title)"))
    }

    @Test("a title's start and word starts rank above scattered letters; the shorter title breaks a tie")
    func ranking() {
        let index = PaletteIndex([
            item("Dune: Part Two (2024)"), item("The Dunwich Horror (1970)"), item("Dune (2021)"),
            item("Unbreakable (2000)"), item("Calendar", .screen),
        ])
        let titles = index.rank("dune").map { index.items[$0].title }
        #expect(titles.prefix(2) == ["Dune (2021)", "Dune: Part Two (2024)"])
        #expect(titles.contains("The Dunwich Horror (1970)") == false)
        #expect(index.items[index.rank("dpt").first ?? 0].title == "Dune: Part Two (2024)")
        #expect(index.items[index.rank("cal").first ?? 0].title == "Calendar")
        #expect(index.rank("zzz").isEmpty)
        #expect(index.items[index.rank("DÛNE").first ?? 4].title == "Dune (2021)")
    }

    @Test("letters scattered inside words do not match; the text whole or pieces that begin words do")
    func noScatteredMatches() {
        let index = PaletteIndex([
            item("Finding Nemo (2003)"), item("The Matrix (1999)"), item("Back to the Future (1985)"),
            item("Demolition Man (1993)"), item("Settings", .screen),
        ])
        let titles = { (query: String) in index.rank(query).map { index.items[$0].title } }
        #expect(titles("demo") == ["Demolition Man (1993)"])
        #expect(titles("atrix") == ["The Matrix (1999)"])
        #expect(titles("the matrix").first == "The Matrix (1999)")
        #expect(titles("bttf") == ["Back to the Future (1985)"])
        #expect(titles("sett") == ["Settings"])
        #expect(titles("nemo") == ["Finding Nemo (2003)"])
        #expect(titles("fnemo") == ["Finding Nemo (2003)"])
    }

    @Test("choosing a cached movie opens it through the coordinator, logged as the palette's doing")
    func choosing() async throws {
        try await withEnvironment { env in
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start(demo: true)
            let list = coordinator.model(for: .radarr(.moviesList))
            await list.load()
            var pressed: [String] = []
            let palette = coordinator.makePalette(
                actions: [PaletteItem(kind: .action, title: "refresh", detail: "r", target: .key("r"))],
                onAction: { pressed.append($0) })
            await palette.load()
            palette.query = "matrix"
            let movie = try #require(palette.results.first { $0.kind == .movie })
            #expect(movie.title == "The Matrix (1999)")
            palette.choose(movie)
            await coordinator.settle()
            #expect(coordinator.navigator.state.path.last == .radarr(.movieDetail(movieId: 1)))
            palette.query = "refr"
            palette.choose(try #require(palette.results.first))
            #expect(pressed == ["r"])
            await env.dependencies.log.flush()
            let logged = try await env.dependencies.log.entries(
                minimumLevel: .info, containing: "from the palette", limit: 5)
            #expect(logged.contains { $0.message.contains("from the palette (“matrix”)") })
        }
    }
}
