/// A download client's screens' actions: their ids, the words and keys of each, once for the
/// terminal, the browser and anything else that runs them.
enum DownloadAction: String, CaseIterable {
    case pause, pauseAll, pauseFor, remove, up, down, top, limit, category, add, alternative
    case itemLimit, recheck, failedOnly, retry, removeEntry

    /// The words typed for a client's speed limit.
    static let limitExamples = "5M, 500K, 50%, off"
    /// The words typed for one download's own limit.
    static let itemLimitExamples = "2M, 500K, off"

    /// The tick that also deletes what a download downloaded.
    static let deleteFilesOption = ActionOption(
        field: "deleteFiles", key: "f", label: "Also delete what it downloaded", hint: "files")
}

extension DownloadsViewModel {
    /// The queue's actions: on the marked or checked downloads, then the client's own.
    func queueActions() -> [ScreenAction] {
        var actions = [
            ScreenAction(
                id: DownloadAction.pause.rawValue, label: "Pause or resume", key: "p",
                hint: .init("p", "pause/resume"), target: .rows),
            ScreenAction(
                id: DownloadAction.pauseAll.rawValue, label: isClientPaused ? "Resume all" : "Pause all", key: "P",
                hint: .init("P", "pause all")),
        ]
        if canPauseForATime && !isClientPaused {
            actions.append(
                ScreenAction(
                    id: DownloadAction.pauseFor.rawValue, label: "Pause", key: "T", hint: .init("T", "pause for…"),
                    input: ActionInput(
                        field: "minutes", prompt: "Pause \(server.name) for how long?",
                        choices: DownloadText.pauseChoices.map { FormChoice(value: "\($0.minutes)", label: $0.words) }))
            )
        }
        actions += [removeAction(target: .rows)] + priorityActions(secondary: false)
        actions += [
            ScreenAction(
                id: DownloadAction.limit.rawValue, label: "Set limit", key: "L", hint: .init("L", "limit"),
                input: ActionInput(
                    field: "limit", prompt: "Speed limit (\(DownloadAction.limitExamples))",
                    placeholder: DownloadAction.limitExamples)),
            categoryAction(target: .rows),
            ScreenAction(
                id: DownloadAction.add.rawValue, label: "Add", key: "a", hint: .init("a", "add"), keyName: "add",
                input: ActionInput(field: "link", prompt: Self.addPrompt, placeholder: "magnet:?xt=… or https://…"),
                isSecondary: true),
        ]
        if hasAlternativeSpeed {
            actions.append(
                ScreenAction(
                    id: DownloadAction.alternative.rawValue, label: "Alternative speeds on or off", key: "A",
                    hint: .init("A", "alt speeds"), isSecondary: true))
        }
        return actions
    }

    /// The open download's actions.
    func itemActions() -> [ScreenAction] {
        let paused = lines.first?.isPaused == true
        var actions = [
            ScreenAction(
                id: DownloadAction.pause.rawValue, label: paused ? "Resume" : "Pause", key: "p",
                hint: .init("p", "pause/resume"), target: .row)
        ]
        actions += priorityActions(secondary: true) + [categoryAction(target: .row)]
        if canLimitItems {
            actions.append(
                ScreenAction(
                    id: DownloadAction.itemLimit.rawValue, label: "Set its limit", key: "L",
                    hint: .init("L", "own limit"), target: .row,
                    input: ActionInput(
                        field: "limit", prompt: "Its own speed limit (\(DownloadAction.itemLimitExamples))",
                        placeholder: DownloadAction.itemLimitExamples)))
        }
        if canRecheck {
            actions.append(
                ScreenAction(
                    id: DownloadAction.recheck.rawValue, label: "Recheck…", key: "R", hint: .init("R", "recheck"),
                    target: .row))
        }
        return actions + [removeAction(target: .row)]
    }

    /// The history's actions: failures alone, and retry or remove an entry.
    func historyActions() -> [ScreenAction] {
        var actions = [
            ScreenAction(
                id: DownloadAction.failedOnly.rawValue, label: failedOnly ? "Show every outcome" : "Failures only",
                key: "f", hint: .init("f", failedOnly ? "show all" : "failed only"), role: .household)
        ]
        if canRetry {
            actions.append(
                ScreenAction(
                    id: DownloadAction.retry.rawValue, label: "Retry", key: "R", hint: .init("R", "retry"),
                    target: .row))
        }
        actions.append(
            ScreenAction(
                id: DownloadAction.removeEntry.rawValue, label: "Remove…", key: "d", hint: .init("d", "remove"),
                keyName: "delete", target: .row, isDestructive: true))
        return actions
    }

    private func removeAction(target: ActionTarget) -> ScreenAction {
        ScreenAction(
            id: DownloadAction.remove.rawValue, label: "Remove…", key: "d", hint: .init("d", "remove"),
            keyName: "delete", target: target, isDestructive: true)
    }

    private func categoryAction(target: ActionTarget) -> ScreenAction {
        ScreenAction(
            id: DownloadAction.category.rawValue, label: "Set category", key: "c", hint: .init("c", "category"),
            target: target, input: ActionInput(field: "category", prompt: "Category", placeholder: "Category"))
    }

    private func priorityActions(secondary: Bool) -> [ScreenAction] {
        [
            ScreenAction(
                id: DownloadAction.up.rawValue, label: "Priority up", key: "+", hint: .init("+/-", "priority"),
                target: .rows, isSecondary: secondary),
            ScreenAction(
                id: DownloadAction.down.rawValue, label: "Priority down", key: "-", target: .rows,
                isSecondary: secondary),
            ScreenAction(
                id: DownloadAction.top.rawValue, label: "To the top", key: "t", hint: .init("t", "top"), target: .rows,
                isSecondary: secondary),
        ]
    }
}
