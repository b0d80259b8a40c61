import ThriftwoodCore

/// Tautulli's screens in the browser: now playing (live), plays and statistics.
@MainActor
enum StreamWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        guard case .streams(let screen) = model else { return nil }
        switch screen {
        case .nowPlaying(let playing): return NowPlayingPage.body(playing, context: context)
        case .history(let plays): return PlaysPage.body(plays, context: context)
        case .stats(let stats): return StatsPage.body(stats, context: context)
        }
    }

    static func isLive(_ model: ScreenModel) -> Bool {
        if case .streams(.nowPlaying) = model { return true }
        return false
    }

    static func householdMay(_ action: String, on model: ScreenModel) -> Bool {
        switch (model, action) {
        case (.streams(.history), _), (.streams(.stats), "days"): true  // views, not changes
        default: false
        }
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        guard case .streams(let screen) = model else { return nil }
        switch (screen, action) {
        case (.history(let plays), "search"):
            await plays.setSearch(fields["q"] ?? "")
        case (.history(let plays), "type"):
            await plays.cycleType()
        case (.history(let plays), "more"):
            await plays.loadMore()
        case (.stats(let stats), "days"):
            await stats.cycleDays()
        default: return nil
        }
        return .done(nil)
    }
}
