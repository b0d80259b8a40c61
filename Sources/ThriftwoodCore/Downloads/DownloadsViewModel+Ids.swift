import DownloadKit

/// What a front end asks of a download client's queue, naming downloads by id — the rows it
/// shows (``DownloadLine``) — never by the client's own records.
extension DownloadsViewModel {
    /// The ids an action on the list acts on, in queue order: the marked downloads, else the
    /// selected one (`selectedId`).
    public func targetIds(selectedId id: String?) -> [String] { targets(selectedId: id).map(\.id) }

    /// Those of `ids` still in the queue, in queue order.
    public func queuedIds(among ids: Set<String>) -> [String] { items(withIds: ids).map(\.id) }

    /// Pauses the downloads among `ids` that run and resumes the ones paused.
    func togglePause(ids: [String]) async { await togglePause(items(withIds: Set(ids))) }

    /// Moves the priority of the downloads among `ids` one step up (`by` 1) or down (−1).
    func shiftPriority(ids: [String], by step: Int) async {
        await shiftPriority(items(withIds: Set(ids)), by: step)
    }

    /// Moves the download `id` to the top of the queue.
    func moveToTop(id: String) async {
        if let item = items(withIds: [id]).first { await moveToTop(item) }
    }

    /// Sets the category of the downloads among `ids`.
    func setCategory(_ category: String, ids: [String]) async {
        await setCategory(category, of: items(withIds: Set(ids)))
    }

    /// Sets the own download limit of the downloads among `ids` from what the user typed.
    func setItemLimit(_ typed: String, ids: [String]) async {
        await setItemLimit(typed, of: items(withIds: Set(ids)))
    }

    /// Opens the download `id`'s own screen.
    public func open(id: String) {
        if let item = items(withIds: [id]).first { open(item) }
    }
}
