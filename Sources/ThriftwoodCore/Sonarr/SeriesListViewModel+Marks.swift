import Foundation
import SonarrAPI

extension SeriesListViewModel: MarkableList {
    /// The ids of the series shown, in order.
    public var shownIds: [Int] { visible.compactMap(\.id) }

    /// Reloads the list from the server after an action on many series.
    public func reloadAfterBulkAction() async { await load() }
}
