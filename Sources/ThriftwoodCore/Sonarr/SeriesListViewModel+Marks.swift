import ArrKit
import Foundation
import SonarrAPI

extension SeriesListViewModel: MarkableList {
    /// The ids of the series shown, in order.
    public var shownIds: [Int] { visible.compactMap(\.id) }

    /// Monitors or unmonitors every marked series in one request (`PUT /series/editor`),
    /// then reloads the list; the marks stay so a second action can follow.
    public func setMonitored(_ monitored: Bool) async {
        let ids = marks.ids.sorted()
        guard !ids.isEmpty else { return }
        bulkMessage = nil
        bulkError = nil
        do {
            var request = SeriesEditorRequest(seriesIds: ids)
            request.monitored = monitored
            _ = try await sonarrService.client().editSeries(request)
            let noun = "\(ids.count) series"
            await load()
            // Said once the list shows it, so the message never runs ahead of the rows.
            bulkMessage = monitored ? "\(noun) monitored" : "\(noun) no longer monitored"
        } catch {
            bulkError = ErrorNotice(error)
        }
    }
}
