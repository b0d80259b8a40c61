import Foundation
import Observation
import ServerKit

/// One wanted list over every service: missing items, or those below their quality cutoff,
/// with each service's count, and "search all" for each service shown.
@MainActor
@Observable
public final class MergedWantedViewModel: MergedActivityModel, AsksBeforeSearchingAll {
    /// The services the view reads, in the profile's order.
    public let services: [ServerRef]
    /// The service shown alone; nil shows all.
    public var serviceFilter: ServerRef?
    /// Every row read, merged and ordered.
    public private(set) var rows: [ActivityRow] = []
    /// Whether a load runs.
    public private(set) var isLoading = false
    /// Whether the list shows items below their cutoff instead of missing ones.
    public private(set) var cutoff = false
    /// Each service's count of wanted items.
    private(set) var totals: [ServerRef: ServerCount] = [:]
    /// What a search running now is doing.
    public private(set) var activity: String?
    /// How the last searches went, one line per service.
    public private(set) var messages: [String] = []
    /// Opens a route (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    private let feeds: [ActivityFeed]
    private var parts = ServiceParts<ActivityFeed.Wanted>()

    /// Creates the wanted list over `feeds`.
    public init(feeds: [ActivityFeed]) {
        self.feeds = feeds
        services = feeds.map(\.source)
    }

    /// The services that could not be read, and why.
    public var failures: [ServiceFailure] { parts.failures }

    /// The services not answered yet, and since when.
    public var pending: PendingServices { parts.pending }

    /// Reads every service's wanted list.
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        let cutoff = cutoff
        parts.begin(services, at: Date())
        await MergedFetch.gather(feeds, { try await $0.wanted(cutoff) }) { kind, part in
            parts.absorb(kind, part)
            compose()
        }
    }

    /// Merges what every service answered so far into the rows.
    private func compose() {
        totals = parts.values.mapValues(\.total)
        rows = services.flatMap { parts.values[$0]?.rows ?? [] }.sorted { lhs, rhs in
            (rhs.date ?? .distantPast, lhs.title, lhs.id) < (lhs.date ?? .distantPast, rhs.title, rhs.id)
        }
    }

    /// Switches between missing and cutoff unmet.
    public func toggleCutoff() async {
        cutoff.toggle()
        parts.reset()
        messages = []
        await load()
    }

    /// The question waiting before a search for everything shown, naming each service's count.
    public var pendingSearchAll: String?

    /// "Search 326 episodes on Sonarr and 20 movies on Radarr? …", for the services shown.
    public var searchAllQuestion: String? {
        let shown = feeds.filter { shownServices.contains($0.source) }
        guard !shown.isEmpty else { return nil }
        return MassSearchQuestion.text(
            shown.map { (service: $0.source.displayName, count: totals[$0.source], noun: $0.wantedNoun) })
    }

    /// Searches every shown service's list.
    public func searchEverything() async { await searchAll() }

    /// Starts each shown service's search for everything in its list, one after another,
    /// and says how each went.
    public func searchAll() async {
        let what = cutoff ? "items below their cutoff" : "missing items"
        messages = []
        for feed in feeds where shownServices.contains(feed.source) {
            activity = "\(feed.source.displayName): searching for all \(what)…"
            let cutoff = cutoff
            switch await capture({ try await feed.searchWanted(cutoff) }) {
            case .success(let outcome): messages.append("\(feed.source.displayName): \(outcome)")
            case .failure(let error): messages.append("\(feed.source.displayName): \(ErrorNotice(error).message)")
            }
        }
        activity = nil
        await load()
    }

    /// The header line: what is shown and how it is ordered.
    public var summary: String {
        let counts = shownServices.map { "\($0.displayName) \(totals[$0]?.description ?? "–")" }
        return "\(cutoff ? "Cutoff unmet" : "Missing"): \(counts.joined(separator: " · ")) · newest first"
    }

    /// What an empty list says.
    public var emptyMessage: String {
        isLoading && rows.isEmpty ? "Loading…" : (cutoff ? "Nothing is below its cutoff." : "Nothing is missing.")
    }

    /// Opens the row's screen.
    public func open(_ row: ActivityRow) {
        if let route = row.route { onOpen?(route) }
    }
}
