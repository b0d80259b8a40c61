import SeerrKit

extension NewRequestViewModel {
    /// Whether the title is a series (its seasons can be chosen).
    public var isSeries: Bool { key.mediaType == .tv }

    /// What the request screen says of the title, in order: whether Seerr has it, its kind, its
    /// seasons and those asked for (a series), and 4K; nil before the title is read.
    public var facts: [(label: String, value: String)]? {
        guard let title = title.value else { return nil }
        var facts: [(label: String, value: String)] = [
            ("In Seerr", RequestText.searchState(title)), ("Kind", key.mediaType.word),
        ]
        if isSeries {
            facts.append(("Has", title.seasonCount.map { Format.plural($0, "season") } ?? "seasons unknown"))
            facts.append(("Ask for", seasonsWords))
        }
        facts.append(("4K", draft.is4k ? "yes" : "no"))
        return facts
    }

    /// The title's overview, "" without one.
    public var overview: String { title.value?.overview ?? "" }
}
