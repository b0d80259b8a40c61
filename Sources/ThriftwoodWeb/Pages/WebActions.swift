import ThriftwoodCore

/// The actions a page's buttons send, run on the visible screen's view model; an admin's only
/// where they change anything.
@MainActor
enum WebActions {
    static func perform(
        _ action: String, on model: ScreenModel, fields: [String: String], role: HouseholdRole
    ) async
        -> ActionOutcome
    {
        switch (model, action) {
        case (.radarr(.movieDetail(let movie)), "monitor"):
            guard role == .admin else { return refusedForHousehold }
            await movie.toggleMonitored()
            return movie.actionError.map { .refused($0.message) } ?? .done(movie.message)
        case (.radarr(.movieDetail(let movie)), "search"):
            guard role == .admin else { return refusedForHousehold }
            await movie.automaticSearch()
            return movie.actionError.map { .refused($0.message) } ?? .done(movie.message)
        default:
            return .refused("This page has no action \"\(action)\".")
        }
    }

    static let refusedForHousehold = ActionOutcome.refused(
        "A household user cannot change this; ask an admin of this Thriftwood.")
}
