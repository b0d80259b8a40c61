import ArrKit
import Foundation
import RadarrAPI

extension MoviesListViewModel: MarkableList {
    /// The ids of the movies shown, in order.
    public var shownIds: [Int] { visible.map(\.id) }

    /// Monitors or unmonitors every marked movie in one request (`PUT /movie/editor`), then
    /// refreshes the list; the marks stay so a second action can follow.
    public func setMonitored(_ monitored: Bool) async {
        let ids = marks.ids.sorted()
        guard !ids.isEmpty else { return }
        bulkMessage = nil
        bulkError = nil
        do {
            try await radarrService.client().editMovies(MovieEditorRequest(movieIds: ids, monitored: monitored))
            let noun = Format.plural(ids.count, "movie")
            await refresh()
            // Said once the list shows it, so the message never runs ahead of the rows.
            bulkMessage = monitored ? "\(noun) monitored" : "\(noun) no longer monitored"
        } catch {
            bulkError = ErrorNotice(error)
        }
    }
}
