import ThriftwoodCore

extension Dialog {
    /// "Remove download?" with its three choices (from the client, blocklist, skip the
    /// redownload), the same for every service's queue: `c`/`b`/`s` toggle, `y` removes.
    static func removeDownload(
        _ choice: QueueRemoveChoice, change: @escaping @MainActor (QueueRemoveChoice?) -> Void,
        confirm: @escaping @MainActor () async -> Void
    ) -> Dialog {
        Dialog(
            title: choice.question,
            lines: [
                "[\(choice.removeFromClient ? "x" : " ")] c  remove from the download client",
                "[\(choice.blocklist ? "x" : " ")] b  blocklist this release",
                "[\(choice.skipRedownload ? "x" : " ")] s  don't search for another release",
            ], hint: "y remove · n cancel"
        ) { key, context in
            var changed = choice
            switch key {
            case .character("c"): changed.removeFromClient.toggle()
            case .character("b"): changed.blocklist.toggle()
            case .character("s"): changed.skipRedownload.toggle()
            case .character("y"), .enter:
                context.run { await confirm() }
                return
            case .character("n"), .escape:
                change(nil)
                return
            default: return
            }
            change(changed)
        }
    }
}
