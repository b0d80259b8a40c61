import Foundation
import Observation
import ServerKit
import Synchronization
import Testing

@testable import ThriftwoodCore

@Suite("Every Home showing a server shares one read of it")
@MainActor
struct DashboardShareTests {
    /// A source that counts its reads and answers `version`, or fails while `failing` is set.
    final class CountingSource: Sendable {
        private let reads = Mutex(0)
        let failing = Atomic<Bool>(false)
        let pause: Duration

        init(pause: Duration = .zero) { self.pause = pause }

        var count: Int { reads.withLock { $0 } }

        var source: DashboardSource {
            { [self] _, _ in
                let read = reads.withLock { count in
                    count += 1
                    return count
                }
                if pause > .zero { try await Task.sleep(for: pause) }
                if failing.load(ordering: .relaxed) { throw CoreError.noService(.radarr) }
                return Self.part(version: "\(read)")
            }
        }

        static func part(version: String) -> ServiceDashboard {
            ServiceDashboard(
                kind: .radarr, overview: ServiceOverview(version: version, healthIssues: 0), lowDisks: [],
                downloading: [], upcoming: [], missing: nil)
        }
    }

    private static let key = DashboardShare.Key(
        server: ServiceServer(
            kind: .radarr, connection: ServerConnection(baseURL: "http://radarr.lan:7878", apiKey: "k")),
        ref: ServerRef(kind: .radarr))

    private func home(_ share: DashboardShare, _ counting: CountingSource) -> AppHomeViewModel {
        AppHomeViewModel(
            profile: nil, kinds: .standard,
            sources: [(ServerRef(kind: .radarr), share.sharing(counting.source, as: Self.key))])
    }

    @Test("a second Home's refresh takes the part the first just read; a load asked for reads again")
    func refreshTakesARecentRead() async {
        let share = DashboardShare(freshness: .seconds(3600))
        let counting = CountingSource()
        let first = home(share, counting)
        let second = home(share, counting)
        await first.load()
        await second.load()
        #expect(counting.count == 2)
        await first.refresh()
        await second.refresh()
        #expect(counting.count == 2)
        #expect(second.statusLine(of: ServerRef(kind: .radarr)).text == "Radarr · v2")
    }

    @Test("once the shared part is older than its freshness, a refresh reads the server again")
    func stalePartsAreReadAgain() async {
        let share = DashboardShare(freshness: .zero)
        let counting = CountingSource()
        let first = home(share, counting)
        let second = home(share, counting)
        await first.load()
        await second.refresh()
        await first.refresh()
        #expect(counting.count == 3)
    }

    @Test("Homes asking while a read is under way join it instead of asking the server again")
    func concurrentReadsJoinOne() async {
        let share = DashboardShare(freshness: .seconds(3600))
        let counting = CountingSource(pause: .milliseconds(200))
        let homes = (0..<8).map { _ in home(share, counting) }
        await withTaskGroup(of: Void.self) { group in
            for home in homes { group.addTask { await home.load() } }
        }
        #expect(counting.count == 1)
        #expect(homes.allSatisfy { $0.statusLine(of: ServerRef(kind: .radarr)).text == "Radarr · v1" })
    }

    @Test("a server that failed is not asked again by every Home's refresh; each shows why")
    func failuresAreShared() async {
        let share = DashboardShare(freshness: .seconds(3600))
        let counting = CountingSource()
        counting.failing.store(true, ordering: .relaxed)
        let first = home(share, counting)
        let second = home(share, counting)
        await first.load()
        await second.refresh()
        #expect(counting.count == 1)
        #expect(second.statusLine(of: ServerRef(kind: .radarr)).tone == .problem)
    }

    @Test("a refresh that reads the same part again does not tell an open page to draw anew")
    func unchangedPartsChangeNothing() async {
        let same: DashboardSource = { _, _ in CountingSource.part(version: "5") }
        let home = AppHomeViewModel(profile: nil, kinds: .standard, sources: [(ServerRef(kind: .radarr), same)])
        await home.load()
        let changed = Mutex(false)
        withObservationTracking {
            _ = home.parts
            _ = home.offline
        } onChange: {
            changed.withLock { $0 = true }
        }
        await home.refresh()
        #expect(changed.withLock { $0 } == false)
    }
}
