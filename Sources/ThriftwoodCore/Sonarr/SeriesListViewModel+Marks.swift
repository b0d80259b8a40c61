import Foundation
import SonarrAPI

extension SeriesListViewModel: MarkableList {
    /// The ids of the series shown, in order.
    public var shownIds: [Int] { visible.compactMap(\.id) }

    /// Reloads the list from the server after an action on many series.
    public func reloadAfterBulkAction() async { await load() }

    /// Each of `ids`' title and year, from the whole library (shown or not).
    public func titles(of ids: Set<Int>) -> [Int: String] {
        var titles: [Int: String] = [:]
        for series in series.value ?? [] {
            guard let id = series.id, ids.contains(id) else { continue }
            titles[id] = TitleLabel.withYear(series.title, year: series.year)
        }
        return titles
    }

    /// The search, the filter and the condition narrowing the list.
    public var narrowing: [String] {
        var parts: [String] = []
        if !searchText.isEmpty { parts.append("the search “\(searchText)”") }
        if filter != .all { parts.append("the filter “\(filter.rawValue)”") }
        if !conditionText.isEmpty, conditionError == nil { parts.append("the condition “\(conditionText)”") }
        return parts
    }
}
