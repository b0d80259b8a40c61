/// A result of an add form's lookup as a page offers it: the key that adds it, what it is called,
/// and its id in the library when it is there already.
public struct LookupOffer: Sendable, Hashable, Identifiable {
    /// The key that adds it: a TMDB, TVDB or MusicBrainz id, as text.
    public let id: String
    /// "Arrival (2016)", "Radiohead".
    public let title: String
    /// Its overview, "" without one.
    public let overview: String
    /// Its id in the library when it is there already.
    public let libraryId: Int?

    /// An offer.
    public init(id: String, title: String, overview: String, libraryId: Int?) {
        self.id = id
        self.title = title
        self.overview = overview
        self.libraryId = libraryId
    }
}

/// One field of the question before adding (a profile, a folder, "search for it now"), as a form
/// shows it and takes its answer back: a switch or a choice among values.
public struct AddQuestionField: Sendable {
    /// What the field holds.
    public enum Value: Sendable, Hashable {
        /// On or off.
        case toggle(Bool)
        /// One of `options` (by value), `chosen` the current one.
        case choice([FormChoice], chosen: String?)
    }

    /// The form field's name ("quality").
    public let field: String
    /// Its label ("Quality profile").
    public let label: String
    /// What it holds now.
    public let value: Value
    /// Takes a form's answer (nil: left out, an unchecked switch).
    let take: @MainActor @Sendable (String?) -> Void

    /// A switch: a checked box answers "on".
    public static func toggle(
        _ field: String, _ label: String, isOn: Bool, set: @escaping @MainActor @Sendable (Bool) -> Void
    ) -> AddQuestionField {
        AddQuestionField(field: field, label: label, value: .toggle(isOn)) { set($0 == "on") }
    }

    /// A choice among `options`; an answer that is not one of them is ignored.
    public static func choice(
        _ field: String, _ label: String, _ options: [FormChoice], chosen: String?,
        set: @escaping @MainActor @Sendable (String) -> Void
    ) -> AddQuestionField {
        AddQuestionField(field: field, label: label, value: .choice(options, chosen: chosen)) { answer in
            if let answer, options.contains(where: { $0.value == answer }) { set(answer) }
        }
    }
}
