/// One of Home's lists as every front end draws it: its heading, its items, and what it says
/// when it has none.
public struct HomeSection: Sendable {
    /// Which list it is.
    public enum Kind: Sendable { case playing, downloading, upcoming, imported }

    /// Which list it is (a front end that shortens one asks this, never the heading).
    public let kind: Kind
    /// "Downloading now".
    public let heading: String
    /// What it lists.
    public let items: [DashboardItem]
    /// What it says with no items: loading, nothing from the services that answered, or its
    /// own empty text.
    public let emptyText: String
}

extension AppHomeViewModel {
    /// What Home says when the profile has no server.
    public static let noServerText = "No server is set up: add one in Settings → Profiles."

    /// Home's lists in order: now playing (only while something plays), downloading now, the
    /// next seven days, recently imported.
    public var sections: [HomeSection] {
        let lists: [(HomeSection.Kind, String, [DashboardItem], String?)] = [
            (.playing, "Now playing", playing, nil),
            (.downloading, "Downloading now", downloading, "Nothing is downloading."),
            (.upcoming, "The next 7 days", upcoming, "Nothing releases or airs in the next 7 days."),
            (.imported, "Recently imported", recentlyImported, "Nothing imported lately."),
        ]
        return lists.compactMap { kind, heading, items, empty in
            guard let empty else {
                return items.isEmpty ? nil : HomeSection(kind: kind, heading: heading, items: items, emptyText: "")
            }
            return HomeSection(kind: kind, heading: heading, items: items, emptyText: emptyText(otherwise: empty))
        }
    }

    /// An empty list's words: "Loading…" before the first answer, a note that some services did
    /// not answer (so an empty list never hides a failure), else `otherwise`.
    private func emptyText(otherwise: String) -> String {
        if parts.isEmpty && isLoading { return "Loading…" }
        if parts.values.contains(where: { $0.failure != nil }) { return "Nothing from the services that answered." }
        return otherwise
    }
}
