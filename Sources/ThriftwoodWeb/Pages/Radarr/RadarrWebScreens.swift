import ThriftwoodCore

/// Radarr's screens in the browser: its home, the movies, a movie, its edit sheet, releases
/// and the add page.
@MainActor
enum RadarrWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        guard case .radarr(let screen) = model else { return nil }
        switch screen {
        case .home(let home): return RadarrHomePage.body(home, context: context)
        case .moviesList(let list): return MoviesPage.body(list, context: context)
        case .movieDetail(let movie): return MoviePage.body(movie, context: context)
        case .editMovie(let form): return EditForm.body(form, context: context)
        case .addMovie(let add): return AddPage.body(add, context: context)
        case .releases(let releases): return ReleasesPage.body(releases, context: context)
        case .systemStatus(let system): return SystemPage.body(system, context: context)
        case .settings(let settings): return RadarrSettingsPage.body(settings, context: context)
        default: return activityList(screen).map { ServerActivityPage.body($0, context: context) }
        }
    }

    /// The screen's list of one server's activity, if it is one.
    private static func activityList(_ screen: RadarrScreenModel) -> (any ServerActivityList)? {
        switch screen {
        case .queue(let list): list
        case .history(let list): list
        case .calendar(let list): list
        case .missing(let list): list
        default: nil
        }
    }

    static func householdMay(_ action: String, on model: ScreenModel) -> Bool {
        guard case .radarr(let screen) = model else { return false }
        return (action == "move" || action == "filter") && activityList(screen) != nil
    }

    static func prepare(_ model: ScreenModel, context: PageContext) async {
        if case .radarr(.addMovie(let add)) = model { await AddPage.prepare(add, context: context) }
    }

    static func isLive(_ model: ScreenModel) -> Bool {
        switch model {
        case .radarr(.home), .radarr(.queue): true
        default: false
        }
    }

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        guard case .radarr(let screen) = model else { return nil }
        if let list = activityList(screen) { return ServerActivityPage.question(action, on: list, fields: fields) }
        switch (screen, action) {
        case (.moviesList(let list), "bulk"): return await BulkForm.question(on: list, fields: fields)
        case (.addMovie(let add), "add"): return AddPage.question(add, fields: fields)
        case (.movieDetail(let movie), "delete"):
            return WebQuestion(
                movie.deleteQuestion, confirm: "Delete", choices: WebActions.deleteChoices, destructive: true)
        case (.releases(let releases), "grab"): return ReleasesPage.question(releases, fields: fields)
        default: return nil
        }
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        guard case .radarr(let screen) = model else { return nil }
        if let list = activityList(screen) { return await ServerActivityPage.perform(action, on: list, fields: fields) }
        if case .settings(let settings) = screen { return await RadarrSettingsPage.perform(action, on: settings) }
        switch (screen, action) {
        case (.movieDetail(let movie), SubtitlesBlock.action): return await SubtitlesBlock.perform(movie.subtitles)
        case (.movieDetail(let movie), "monitor"):
            await movie.toggleMonitored()
            return .after(movie.actionError, message: movie.message)
        case (.movieDetail(let movie), "search"):
            await movie.automaticSearch()
            return .after(movie.actionError, message: movie.message)
        case (.movieDetail(let movie), "delete"):
            movie.pendingDelete = LibraryDeleteChoice(
                deleteFiles: fields["deleteFiles"] == "on", addImportExclusion: fields["exclude"] == "on")
            await movie.confirmDelete()
            return .after(movie.actionError, message: movie.message)
        case (.releases(let releases), "grab"): return await ReleasesPage.grab(releases, fields: fields)
        case (.moviesList(let list), "bulk"): return await BulkForm.perform(on: list, fields: fields)
        case (.addMovie(let add), "add"): return await AddPage.perform(add, fields: fields)
        case (.editMovie(let form), "save"): return await EditForm.save(fields, to: form)
        default: return nil
        }
    }
}
