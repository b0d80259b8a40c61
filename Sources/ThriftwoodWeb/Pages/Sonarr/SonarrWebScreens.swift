import ThriftwoodCore

/// Sonarr's screens in the browser: its home, the series, a series, a season, an episode, the
/// series' edit sheet, releases and the add page.
@MainActor
enum SonarrWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        guard case .sonarr(let screen) = model else { return nil }
        switch screen {
        case .home(let home): return SonarrHomePage.body(home, context: context)
        case .seriesList(let list): return SeriesListPage.body(list, context: context)
        case .seriesDetail(let series): return SeriesPage.body(series, context: context)
        case .season(let season): return SeasonPage.body(season, context: context)
        case .episode(let episode): return EpisodePage.body(episode, context: context)
        case .editSeries(let form): return EditForm.body(form, context: context)
        case .addSeries(let add): return AddPage.body(add, context: context)
        case .releases(let releases): return ReleasesPage.body(releases, context: context)
        case .systemStatus(let system): return SystemPage.body(system, context: context)
        default: return activityList(screen).map { ServerActivityPage.body($0, context: context) }
        }
    }

    /// The screen's list of one server's activity, if it is one.
    private static func activityList(_ screen: SonarrScreenModel) -> (any ServerActivityList)? {
        switch screen {
        case .queue(let list): list
        case .history(let list): list
        case .calendar(let list): list
        case .wanted(let list): list
        default: nil
        }
    }

    static func householdMay(_ action: String, on model: ScreenModel) -> Bool {
        guard case .sonarr(let screen) = model else { return false }
        return (action == "move" || action == "filter") && activityList(screen) != nil
    }

    static func prepare(_ model: ScreenModel, context: PageContext) async {
        if case .sonarr(.addSeries(let add)) = model { await AddPage.prepare(add, context: context) }
    }

    static func isLive(_ model: ScreenModel) -> Bool {
        if case .sonarr(.queue) = model { return true }
        return false
    }

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        guard case .sonarr(let screen) = model else { return nil }
        if let list = activityList(screen) { return ServerActivityPage.question(action, on: list, fields: fields) }
        switch (screen, action) {
        case (.seriesList(let list), "bulk"): return await BulkForm.question(on: list, fields: fields)
        case (.addSeries(let add), "add"): return AddPage.question(add, fields: fields)
        case (.seriesDetail(let series), "search"): return WebQuestion(series.searchQuestion, confirm: "Search")
        case (.seriesDetail(let series), "delete"):
            return WebQuestion(
                series.deleteQuestion, confirm: "Delete", choices: WebActions.deleteChoices, destructive: true)
        case (.season(let season), "search"): return WebQuestion(season.searchQuestion, confirm: "Search")
        case (.episode(let episode), "deleteFile"):
            return episode.deleteFileQuestion.map {
                WebQuestion($0, confirm: "Delete the file", destructive: true)
            }
        case (.releases(let releases), "grab"): return ReleasesPage.question(releases, fields: fields)
        default: return nil
        }
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        guard case .sonarr(let screen) = model else { return nil }
        if let list = activityList(screen) { return await ServerActivityPage.perform(action, on: list, fields: fields) }
        switch (screen, action) {
        case (.seriesList(let list), "bulk"): return await BulkForm.perform(on: list, fields: fields)
        case (.addSeries(let add), "add"): return await AddPage.perform(add, fields: fields)
        case (.releases(let releases), "grab"): return await ReleasesPage.grab(releases, fields: fields)
        case (.seriesDetail(let series), "delete"):
            series.pendingDelete = LibraryDeleteChoice(
                deleteFiles: fields["deleteFiles"] == "on", addImportExclusion: fields["exclude"] == "on")
            await series.confirmDelete()
            return .after(series.actionError, message: series.message)
        case (.seriesDetail(let series), "monitor"):
            await series.toggleMonitoring()
            return .after(series.actionError, message: series.message)
        case (.seriesDetail(let series), "search"):
            await series.search()
            return .after(series.actionError, message: series.message)
        case (.season(let season), "search"):
            await season.searchSeason()
            return .after(season.actionError, message: season.message)
        case (.episode(let episode), SubtitlesBlock.action): return await SubtitlesBlock.perform(episode.subtitles)
        case (.episode(let episode), "monitor"):
            await episode.toggleMonitoring()
            return .after(episode.actionError, message: episode.message)
        case (.episode(let episode), "search"):
            await episode.search()
            return .after(episode.actionError, message: episode.message)
        case (.episode(let episode), "deleteFile"):
            episode.requestDeleteFile()
            await episode.confirmDeleteFile()
            return .after(episode.actionError, message: episode.message)
        case (.editSeries(let form), "save"): return await EditForm.save(fields, to: form)
        default: return nil
        }
    }
}
