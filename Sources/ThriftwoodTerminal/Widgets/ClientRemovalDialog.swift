import ThriftwoodCore

extension Dialog {
    /// "Remove “X” (9.8 GB) from qBittorrent?" over a download client's own removal waiting
    /// in `model`, with `f` to also delete what it downloaded where the client can; nil when
    /// none waits. The queue and a download's own screen ask it the same way.
    @MainActor
    static func removeFromClient(_ model: DownloadsViewModel) -> Dialog? {
        guard let pending = model.pendingRemove else { return nil }
        let canDeleteFiles = model.canDeleteFiles && !pending.itemNames.isEmpty
        var lines = pending.itemNames.map { "  " + $0 }
        if canDeleteFiles {
            lines.append("f  delete what it downloaded: \(pending.deleteFiles ? "yes" : "no")")
        }
        return Dialog(
            title: pending.question(on: model.server.name), lines: lines,
            hint: canDeleteFiles ? "y remove · f files · n cancel" : "y remove · n cancel"
        ) { [model] key, context in
            switch key {
            case .character("y"), .enter: context.run { await model.confirmRemove() }
            case .character("f") where canDeleteFiles: model.pendingRemove?.deleteFiles.toggle()
            case .character("n"), .escape: model.pendingRemove = nil
            default: break
            }
        }
    }
}
