/// One field a kind's edit form has besides those every library item's form has (Radarr's
/// minimum availability; Sonarr's series type and season folders), as every front end shows it.
public struct EditField: Sendable, Hashable {
    /// What the field holds.
    public enum Value: Sendable, Hashable {
        /// One of `choices`, the one whose value is `chosen` picked.
        case choice([FormChoice], chosen: String)
        /// Yes or no.
        case toggle(Bool)
    }

    /// Its name in a posted form ("availability").
    public let name: String
    /// Its label ("Minimum availability").
    public let label: String
    /// What it holds.
    public let value: Value
    /// What it says now ("In cinemas", "yes").
    public let shown: String

    /// A field named `name`, labelled `label`, holding `value` and saying `shown`.
    public init(name: String, label: String, value: Value, shown: String) {
        self.name = name
        self.label = label
        self.value = value
        self.shown = shown
    }

    /// A yes-or-no field.
    static func toggle(name: String, label: String, _ on: Bool) -> EditField {
        EditField(name: name, label: label, value: .toggle(on), shown: on ? "yes" : "no")
    }
}

/// A library item's edit form (a movie's, a series'), as every front end drives it: the fields
/// every such form has — monitored, quality profile, folder (moving the files), tags — and the
/// kind's own (``kindFields``). One terminal sheet and one browser form serve every kind.
@MainActor
public protocol LibraryItemEditor: AnyObject {
    /// The sheet's title ("Edit Dune").
    var sheetTitle: String { get }
    /// The item's title with its year once loaded; nil before.
    var heading: String? { get }
    /// Where loading the item stands.
    var originalState: LoadState { get }
    /// Why the last save failed.
    var saveError: ErrorNotice? { get }
    /// Whether a save runs.
    var isSaving: Bool { get }
    /// Whether the form differs from the item as loaded.
    var hasChanges: Bool { get }
    /// Whether the server monitors it.
    var monitored: Bool { get set }
    /// The quality profile chosen, by name.
    var qualityLabel: String { get }
    /// Chooses the next quality profile.
    func cycleQualityProfile()
    /// The server's quality profiles.
    var qualityChoices: [FormChoice] { get }
    /// The quality profile chosen, as a choice's value.
    var qualityChoice: String { get }
    /// Chooses the quality profile whose value is `value`.
    func chooseQuality(_ value: String)
    /// The item's folder.
    var path: String { get set }
    /// Whether the folder differs from the loaded one.
    var pathChanged: Bool { get }
    /// Whether to move the files when the folder changes.
    var moveFiles: Bool { get set }
    /// The server's tags as choices.
    var tagOptions: [TagOption] { get }
    /// The tags chosen.
    var tagIds: [Int] { get }
    /// Adds the tag when the item lacks it, removes it when it has it.
    func toggleTag(_ id: Int)
    /// Creates a tag called `label` on the server (or reuses one) and gives it to the item.
    func addTag(named label: String) async
    /// The server's tags, each with whether the item has it.
    var tagChoices: [(choice: FormChoice, chosen: Bool)] { get }
    /// Gives the item exactly the tags whose values are `values`.
    func chooseTags(_ values: Set<String>)
    /// The kind's own fields, in the form's order (between the quality profile and the folder).
    var kindFields: [EditField] { get }
    /// Moves the kind's field `name` on: the next choice, or a toggle flipped.
    func cycle(field name: String)
    /// Sets the kind's field `name` as a posted form sends it: a choice's value, or "on" for a
    /// ticked box (nil: a box left clear, a choice not sent).
    func set(field name: String, to value: String?)
    /// Saves the changes; on success closes the form.
    func save() async
    /// Closes the form without saving.
    func cancel()
}
