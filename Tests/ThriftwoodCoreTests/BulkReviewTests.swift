import ArrKit
import Foundation
import RadarrAPI
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("Actions on many name every item they act on, hidden or not")
@MainActor
struct BulkReviewTests {
    @Test("D after a search names the three hidden movies and says the search hides them; nothing is deleted before y")
    func hiddenDeleteIsNamed() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let deps = env.dependencies
            let list = MoviesListViewModel(
                connectionId: profile.cacheKey, radarr: deps.radarr, cache: deps.libraryCache,
                options: MovieListOptions())
            await list.load()
            for title in ["Arrival", "Back to the Future", "Barbie"] {
                let position = try #require(list.visible.firstIndex { $0.title == title })
                list.toggleMark(at: position)
            }
            list.searchText = "dune"
            #expect(list.visible.map(\.title) == ["Dune"] && list.marked.count == 3)

            await list.requestBulk(.delete)
            #expect(list.bulk.pendingDelete != nil)
            let review = list.review(.delete)
            #expect(review.title == "Delete 3 movies?")
            #expect(review.lines == ["3 movies, all hidden by the search “dune”."])
            #expect(
                review.items == [
                    "Arrival (2016)  (hidden)", "Back to the Future (1985)  (hidden)", "Barbie (2023)  (hidden)",
                ])
            #expect(review.hiddenCount == 3)
            // Asking deleted nothing.
            #expect(try await deps.radarr.client().movies().count == 96)

            // Cancelling keeps all three; one shown beside two hidden says how many are hidden.
            list.bulk.pendingDelete = nil
            let dune = try #require(list.visible.first)
            list.toggleMark(at: 0)
            let mixed = list.review(.unmonitor)
            #expect(mixed.title == "Stop monitoring 4 movies?")
            #expect(mixed.lines == ["3 of them hidden by the search “dune”."])
            #expect(mixed.items.contains(TitleLabel.withYear(dune.title, year: dune.year)))
            #expect(try await deps.radarr.client().movies().count == 96)
        }
    }

    @Test("m, u and S wait for a yes; a search says what it costs; n leaves everything as it was")
    func monitorAndSearchAsk() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let deps = env.dependencies
            let list = MoviesListViewModel(
                connectionId: profile.cacheKey, radarr: deps.radarr, cache: deps.libraryCache,
                options: MovieListOptions(filter: .monitored))
            await list.load()
            list.toggleMark(at: 0)
            let id = try #require(list.marked.first)
            await list.requestBulk(.unmonitor)
            #expect(list.bulk.pendingIntent == .unmonitor)
            #expect(try await deps.radarr.client().movie(id: id).monitored)
            list.bulk.pendingIntent = nil  // n
            #expect(try await deps.radarr.client().movie(id: id).monitored)

            await list.requestBulk(.search)
            #expect(list.review(.search).lines == ["Each is one search on every indexer; indexers limit API calls."])
            await list.requestBulk(.unmonitor)
            await list.confirmPendingIntent()
            #expect(list.bulk.pendingIntent == nil)
            #expect(try await !deps.radarr.client().movie(id: id).monitored)
            #expect(list.bulk.message == "1 movie no longer monitored")
        }
    }

    @Test("a title that already ends in its year gets it once")
    func yearOnce() {
        #expect(TitleLabel.withYear("Archer (2009)", year: 2009) == "Archer (2009)")
        #expect(TitleLabel.withYear("Archer", year: 2009) == "Archer (2009)")
        #expect(TitleLabel.withYear("The Office (US)", year: 2005) == "The Office (US) (2005)")
        #expect(TitleLabel.withYear("Untitled", year: 0) == "Untitled")
    }

    @Test("the Radarr home's queue heading counts the downloads it lists, and says when there are more")
    func downloadingHeading() {
        func summary(records: Int, total: Int) -> RadarrHomeViewModel.Summary {
            let items = (1...records).map { QueueItem(id: $0, size: 10, sizeleft: 5) }
            return RadarrHomeViewModel.Summary(
                counts: .failed(ErrorNotice(message: "-", suggestion: "-")),
                queue: .loaded(Paged(page: 1, pageSize: 5, totalRecords: ServerCount(total), records: items)),
                thisWeek: .loaded([]), health: .loaded([]), disks: .loaded([]), server: .loaded("Radarr"))
        }
        #expect(summary(records: 3, total: 1).downloadingHeading == "Downloading (3)")
        #expect(summary(records: 5, total: 12).downloadingHeading == "Downloading (4 of 12)")
        #expect(summary(records: 2, total: 2).downloadingHeading == "Downloading (2)")
    }
}
