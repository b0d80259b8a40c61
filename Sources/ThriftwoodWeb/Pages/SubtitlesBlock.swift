import ThriftwoodCore

/// The subtitles line of a movie's or an episode's page (Bazarr's word on it) with its search
/// button for an admin, and what the last search found.
@MainActor
enum SubtitlesBlock {
    /// The action name the pages' families run.
    static let action = "subtitles"

    static func html(_ panel: SubtitlesPanel?, context: PageContext) -> HTML {
        guard let panel, let line = panel.line else { return .empty }
        let button =
            context.isAdmin && panel.canSearch ? context.actionButton(action, label: panel.searchLabel) : .empty
        let outcome: HTML =
            if let error = panel.actionError {
                "<p class=\"tone-problem\" role=\"alert\">\(error.message)</p>"
            } else {
                .empty
            }
        return "<p class=\"subtitles\">\(PageContext.status(line)) \(button)</p>\(outcome)"
    }

    /// Runs the search of `panel`.
    static func perform(_ panel: SubtitlesPanel?) async -> ActionOutcome {
        guard let panel, panel.canSearch else { return .refused("There is nothing to search for here.") }
        await panel.search()
        return .after(panel.actionError, message: panel.message)
    }
}
