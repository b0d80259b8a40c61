import ThriftwoodCore

/// Radarr's settings: the connection (address, whether a key is set — never the key — TLS,
/// header names) with a test, and the movie list's default sort and filter.
@MainActor
enum RadarrSettingsPage {
    static func body(_ model: RadarrSettingsViewModel, context: PageContext) -> HTML {
        let key = model.maskedKey == "–" ? "none" : "set (kept on the server)"
        let edit: HTML =
            context.isAdmin
            ? (model.profileId.flatMap { context.href(.settings(.editProfile(profileId: $0))) }).map {
                HTML("<a class=\"button\" href=\"\($0)\">Edit the connection</a>")
            } ?? .empty : .empty
        let test: HTML = context.isAdmin ? context.actionButton("test", label: "Test the connection") : .empty
        let defaults: HTML =
            context.isAdmin
            ? context.actionButton("sort", label: "Next sort") + context.actionButton("filter", label: "Next filter")
            : .empty
        return """
            <h1>\(context.title)</h1>\(context.failure(model.preferencesError))
            <h2>Connection</h2><dl class="facts"><dt>Address</dt><dd>\(model.server?.displayName ?? "not set up")</dd>\
            <dt>API key</dt><dd>\(key)</dd><dt>TLS</dt><dd>\(model.tlsSummary)</dd>\
            <dt>Headers</dt><dd>\(model.headerNames)</dd><dt>Test</dt><dd>\(model.verdict.summary)</dd></dl>\
            <div class="actions">\(test)\(edit)</div>
            <h2>The movie list</h2><dl class="facts"><dt>Sorted by</dt><dd>\(model.listOptions.sort.rawValue)</dd>\
            <dt>Showing</dt><dd>\(model.listOptions.filter.rawValue)</dd></dl><div class="actions">\(defaults)</div>
            """
    }

    /// Runs one of the page's actions.
    static func perform(_ action: String, on model: RadarrSettingsViewModel) async -> ActionOutcome? {
        switch action {
        case "test": await model.testConnection()
        case "sort": await model.cycleDefaultSort()
        case "filter": await model.cycleDefaultFilter()
        default: return nil
        }
        return .after(model.preferencesError, message: nil)
    }
}
