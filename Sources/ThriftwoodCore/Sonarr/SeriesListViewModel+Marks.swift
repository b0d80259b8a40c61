import ArrKit
import Foundation
import SonarrAPI

extension SeriesListViewModel {
    /// Marks or unmarks the series shown at `position`, and remembers it as the start of a range.
    public func toggleMark(at position: Int) {
        let shown = visible
        guard shown.indices.contains(position), let id = shown[position].id else { return }
        if marked.contains(id) { marked.remove(id) } else { marked.insert(id) }
        markAnchor = position
    }

    /// Marks every series between the last one marked and `position`.
    public func markRange(to position: Int) {
        let shown = visible
        guard shown.indices.contains(position) else { return }
        let start = min(max(0, markAnchor ?? position), shown.count - 1)
        for index in min(start, position)...max(start, position) {
            if let id = shown[index].id { marked.insert(id) }
        }
        markAnchor = position
    }

    /// Marks everything the current filter and search show.
    public func markAllVisible() {
        for series in visible { if let id = series.id { marked.insert(id) } }
    }

    /// Forgets every mark.
    public func clearMarks() {
        marked.removeAll()
        markAnchor = nil
    }

    /// "3 marked", or nothing without marks.
    public var markedSummary: String? { marked.isEmpty ? nil : "\(marked.count) marked" }

    /// Monitors or unmonitors every marked series in one request (`PUT /series/editor`),
    /// then reloads the list; the marks stay so a second action can follow.
    public func setMonitored(_ monitored: Bool) async {
        let ids = marked.sorted()
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
