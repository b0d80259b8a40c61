extension DownloadsViewModel: ActionableScreen {
    /// The actions the open screen offers (the queue's, one download's or the history's).
    public var actions: [ScreenAction] {
        switch route {
        case .queue: queueActions()
        case .item: itemActions()
        case .history: historyActions()
        }
    }

    /// Removing asks (naming each download and its size, unless the person said not to ask),
    /// and so does a recheck; everything else runs at once.
    public func question(for request: ActionRequest) -> ActionQuestion? {
        switch DownloadAction(rawValue: request.action) {
        case .remove:
            guard asksBeforeRemoving, let removal = removalQuestion(ids: Set(request.targets)) else { return nil }
            return ActionQuestion(
                removal.question, items: removal.names, confirm: "Remove",
                options: canDeleteFiles ? [DownloadAction.deleteFilesOption] : [], isDestructive: true)
        case .removeEntry:
            guard asksBeforeRemoving, let id = request.targets.first,
                let entry = historyLines.first(where: { $0.id == id }), let text = removalQuestion(historyEntry: id)
            else { return nil }
            return ActionQuestion(text, items: [entry.name], confirm: "Remove", isDestructive: true)
        case .recheck:
            guard let id = request.targets.first, let recheck = recheckQuestion(id: id) else { return nil }
            return ActionQuestion(recheck.title, detail: recheck.detail, confirm: "Recheck")
        default: return nil
        }
    }

    /// A download's category, to change it from.
    public func prefill(_ action: ScreenAction, targets: [String]) -> String {
        guard action.id == DownloadAction.category.rawValue else { return "" }
        return lines.first { targets.contains($0.id) }?.category ?? ""
    }

    /// Retry is for a download that failed.
    public func offers(_ action: ScreenAction, on row: String) -> Bool {
        guard action.id == DownloadAction.retry.rawValue else { return true }
        return historyLines.first { $0.id == row }?.failMessage != nil
    }

    /// Does `request` on the client, saying what it did or why not.
    public func perform(_ request: ActionRequest) async -> ActionResult {
        guard let offered = action(request.action), let kind = DownloadAction(rawValue: offered.id) else {
            return .refused("This screen cannot “\(request.action)”.")
        }
        if offered.target != .screen && route != .history && queuedIds(among: Set(request.targets)).isEmpty {
            return .refused("Check one or more downloads first.")
        }
        await run(kind, request)
        return actionError.map { .refused($0.message) } ?? .done(message)
    }

    private func run(_ kind: DownloadAction, _ request: ActionRequest) async {
        let chosen = queuedIds(among: Set(request.targets))
        let typed = request.input ?? ""
        switch kind {
        case .pause: await togglePause(ids: chosen)
        case .pauseAll: await togglePauseAll()
        case .pauseFor: await togglePauseAll(forMinutes: Int(typed))
        case .remove:
            await remove(
                ids: Set(chosen), deleteFiles: request.options.contains(DownloadAction.deleteFilesOption.field))
        case .up: await shiftPriority(ids: chosen, by: 1)
        case .down: await shiftPriority(ids: chosen, by: -1)
        case .top: for id in chosen.reversed() { await moveToTop(id: id) }
        case .limit: await setLimit(typed)
        case .category: await setCategory(typed, ids: chosen)
        case .add: await add(typed)
        case .alternative: await toggleAlternativeSpeed()
        case .itemLimit: await setItemLimit(typed, ids: chosen)
        case .recheck: if let id = chosen.first { await recheckNow(id: id) }
        case .failedOnly: await toggleFailedOnly()
        case .retry: if let id = request.targets.first { await retry(historyEntry: id) }
        case .removeEntry: if let id = request.targets.first { await remove(historyEntry: id) }
        }
    }
}
