import ArrKit
import Foundation
import RadarrAPI

extension MoviesListViewModel {
    /// Marks or unmarks the movie shown at `position`, and remembers it as the start of a range.
    public func toggleMark(at position: Int) {
        guard visible.indices.contains(position) else { return }
        let id = visible[position].id
        if marked.contains(id) { marked.remove(id) } else { marked.insert(id) }
        markAnchor = position
    }

    /// Marks every movie between the last one marked and `position`.
    public func markRange(to position: Int) {
        guard visible.indices.contains(position) else { return }
        let start = min(max(0, markAnchor ?? position), visible.count - 1)
        for index in min(start, position)...max(start, position) { marked.insert(visible[index].id) }
        markAnchor = position
    }

    /// Marks everything the current filter and search show.
    public func markAllVisible() {
        for movie in visible { marked.insert(movie.id) }
    }

    /// Forgets every mark.
    public func clearMarks() {
        marked.removeAll()
        markAnchor = nil
    }

    /// "3 marked", or nothing without marks.
    public var markedSummary: String? { marked.isEmpty ? nil : "\(marked.count) marked" }

    /// Monitors or unmonitors every marked movie in one request (`PUT /movie/editor`), then
    /// refreshes the list; the marks stay so a second action can follow.
    public func setMonitored(_ monitored: Bool) async {
        let ids = marked.sorted()
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
