extension FilterError {
    /// The part of `text` around the error's column that fits in `width` characters, with “…”
    /// where it was cut, and where the caret goes in it (0-based): a 10,000-character filter is
    /// shown as the few words the error is about.
    public func excerpt(of text: String, width: Int) -> (text: String, caret: Int) {
        let characters = Array(text)
        let target = min(max(0, column - 1), characters.count)
        guard characters.count > width, width > 8 else { return (text, target) }
        let room = width - 2  // an ellipsis may stand at each end
        var start = max(0, target - room / 2)
        let end = min(characters.count, start + room)
        start = max(0, end - room)
        let head = start > 0 ? "…" : ""
        let tail = end < characters.count ? "…" : ""
        return (head + String(characters[start..<end]) + tail, target - start + head.count)
    }
}
