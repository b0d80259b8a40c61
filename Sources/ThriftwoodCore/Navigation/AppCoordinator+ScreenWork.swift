import ThriftwoodNavigation

extension AppCoordinator {
    /// The screens being shown: the visible one, and the one under a sheet (drawn behind it).
    var shownModels: [ScreenModel] {
        let state = navigator.state
        guard let sheet = state.sheet else { return [model(for: state.path.last)] }
        return [model(for: state.path.last), model(for: sheet.path.last ?? sheet.root)]
    }

    /// Starts the first load of each shown screen not loaded yet, and moves the live work to
    /// the visible screen; run on every navigation and whenever a front end draws, so a screen
    /// built anew (another profile's Home) loads too. Nothing while ``startsScreenWork`` is off.
    @discardableResult
    public func startShownWork() -> Bool {
        // During setup there is no screen to read: Home is built for the profile it makes.
        guard startsScreenWork, onboarding == nil else { return false }
        var started = false
        let shown = shownModels
        let alive = Set(
            (models.values.map(\.viewModel) + [rootModel?.viewModel].compactMap { $0 }).map(ObjectIdentifier.init))
        loadedScreens = loadedScreens.filter { alive.contains($0.key) }
        for model in shown where loadedScreens[ObjectIdentifier(model.viewModel)] == nil {
            loadedScreens[ObjectIdentifier(model.viewModel)] = model.viewModel
            track { await model.load() }
            started = true
        }
        guard keepsVisibleScreenLive, let visible = shown.last else {
            stopLiveWork()
            return started
        }
        let id = ObjectIdentifier(visible.viewModel)
        if liveWork?.screen != id {
            liveWork?.task.cancel()
            liveWork = (id, Task { await visible.whileVisible() })
        }
        return started
    }

    /// Shows the visible screen now: starts its work, and waits for its first load; true when
    /// this read it for the first time (a refresh right after would read it twice).
    @discardableResult
    public func showVisible() async -> Bool {
        let started = startShownWork()
        await settle()
        return started
    }

    /// Reads the visible screen again (a page's refresh, a question about one thing that may
    /// have gone meanwhile) and waits for it.
    public func reloadVisible() async {
        await visibleModel.load()
    }

    /// Stops the visible screen's live work.
    func stopLiveWork() {
        liveWork?.task.cancel()
        liveWork = nil
    }
}
