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

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        guard case .streams(.nowPlaying(let playing)) = model, action == "stop" else { return nil }
        return fields["id"].flatMap(playing.stopQuestion(id:)).map {
            WebQuestion(
                $0, confirm: "Stop the stream",
                texts: [.init(field: "message", label: "Message for the viewer (optional)")],
                destructive: true)
        }
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        guard case .streams(let screen) = model else { return nil }
        switch (screen, action) {
        case (.nowPlaying(let playing), "stop"):
            await playing.stop(id: fields["id"] ?? "", message: fields["message"] ?? "")
            return .after(playing.actionError, message: playing.message)
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
