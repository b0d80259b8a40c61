import ArrKit
import Foundation
import Observation
import SonarrAPI

/// The library's series: sorted, filtered and searched as you type.
@MainActor
@Observable
public final class SeriesListViewModel {
    /// How the list is sorted.
    public enum Sort: String, CaseIterable, Sendable {
        case title, year, added, nextAiring, network, progress, size

        /// The name in the header.
        public var label: String {
            switch self {
            case .title: "title"
            case .year: "year"
            case .added: "date added"
            case .nextAiring: "next airing"
            case .network: "network"
            case .progress: "episode progress"
            case .size: "size"
            }
        }
    }

    /// Which series the list shows.
    public enum Filter: String, CaseIterable, Sendable {
        case all, monitored, unmonitored, continuing, ended, missing, complete

        /// Whether `series` passes.
        func admits(_ series: Series) -> Bool {
            let statistics = series.statistics
            return switch self {
            case .all: true
            case .monitored: series.monitored
            case .unmonitored: !series.monitored
            case .continuing: series.status == .continuing
            case .ended: series.status == .ended
            case .missing: (statistics?.episodeCount ?? 0) > (statistics?.episodeFileCount ?? 0)
            case .complete: statistics?.isComplete == true
            }
        }
    }

    /// The whole library, as loaded.
    public private(set) var series = Loadable<[Series]>()
    /// The sort.
    public var sort = Sort.title
    /// The filter.
    public var filter = Filter.all
    /// The search text (title, alternate titles and year; case and accents ignored).
    public var searchText = ""
    /// Opens a series (set by the coordinator).
    public var onSelect: (@MainActor (Int) -> Void)?

    private let sonarr: any SonarrService

    /// Creates the list over the active profile's Sonarr.
    public init(sonarr: any SonarrService) {
        self.sonarr = sonarr
    }

    /// Loads the library.
    public func load() async {
        let sonarr = sonarr
        series.begin()
        series.finish(await capture { try await sonarr.client().series() })
    }

    /// The series the sort, filter and search leave, in order.
    public var visible: [Series] {
        let needle = SeriesListViewModel.fold(searchText.trimmingCharacters(in: .whitespaces))
        let kept = (series.value ?? []).filter { series in
            filter.admits(series)
                && (needle.isEmpty
                    || Self.fold(series.title).contains(needle) || "\(series.year)" == needle
                    || (series.alternateTitles ?? []).contains { Self.fold($0.title ?? "").contains(needle) })
        }
        return kept.sorted(by: order)
    }

    /// Opens `series`.
    public func select(_ series: Series) {
        if let id = series.id { onSelect?(id) }
    }

    /// Moves to the next sort.
    public func cycleSort() {
        let all = Sort.allCases
        sort = all[((all.firstIndex(of: sort) ?? 0) + 1) % all.count]
    }

    /// Moves to the next filter.
    public func cycleFilter() {
        let all = Filter.allCases
        filter = all[((all.firstIndex(of: filter) ?? 0) + 1) % all.count]
    }

    private func order(_ a: Series, _ b: Series) -> Bool {
        let byTitle = (a.sortTitle ?? a.title.lowercased()) < (b.sortTitle ?? b.title.lowercased())
        switch sort {
        case .title: return byTitle
        case .year: return a.year != b.year ? a.year > b.year : byTitle
        case .added: return (a.added ?? .distantPast) > (b.added ?? .distantPast)
        case .nextAiring: return (a.nextAiring ?? .distantFuture) < (b.nextAiring ?? .distantFuture)
        case .network: return (a.network ?? "", a.title) < (b.network ?? "", b.title)
        case .progress:
            return (a.statistics?.percentOfEpisodes ?? 0) < (b.statistics?.percentOfEpisodes ?? 0)
        case .size: return (a.statistics?.sizeOnDisk ?? 0) > (b.statistics?.sizeOnDisk ?? 0)
        }
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

extension SeriesListViewModel: ScreenViewModel {}
