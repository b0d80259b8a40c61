import ArrKit
import Foundation
import Observation

/// An *arr's item's edit form — a movie's, a series', any kind's that makes an ``ArrEditSource``:
/// monitored, quality profile, the kind's own fields, folder (moving the files) and tags. Saving
/// re-sends the server's whole record with only these changed.
@MainActor
@Observable
public final class ArrItemEditor {
    /// The item as loaded.
    private(set) var loaded = Loadable<ArrEditLoad>()
    /// Where loading the item stands (loading, failed), for the front ends.
    public var originalState: LoadState { loaded.state }
    /// The form's values.
    public private(set) var values = ArrEditValues(
        monitored: true, qualityProfileId: 0, path: "", tagIds: [], kind: [:])
    /// Whether to move the files when the path changes.
    public var moveFiles = true
    /// The server's tags (grows when a tag is made).
    private var tags: [ArrKit.Tag] = []
    /// Whether a save runs.
    public private(set) var isSaving = false
    /// Why the last save failed.
    public private(set) var saveError: ErrorNotice?
    /// Closes the form after a save (set by the coordinator).
    public var onSaved: (@MainActor () -> Void)?
    /// Closes the form without saving (set by the coordinator).
    public var onCancel: (@MainActor () -> Void)?

    private let source: ArrEditSource

    /// The form over `source`.
    public init(source: ArrEditSource) {
        self.source = source
    }

    /// Loads the item and the server's choices into the form.
    public func load() async {
        loaded.begin()
        let result = await capture(source.load)
        loaded.finish(result)
        if case .success(let item) = result {
            values = item.values
            tags = item.tags
        }
    }

    /// Whether the server monitors it.
    public var monitored: Bool {
        get { values.monitored }
        set { values.monitored = newValue }
    }

    /// The quality profile's id.
    public var qualityProfileId: Int {
        get { values.qualityProfileId }
        set { values.qualityProfileId = newValue }
    }

    /// The item's folder.
    public var path: String {
        get { values.path }
        set { values.path = newValue }
    }

    /// The tags chosen.
    public var tagIds: [Int] { values.tagIds }

    /// Whether the form differs from the item as loaded, so leaving it would lose edits.
    public var hasChanges: Bool {
        guard let original = loaded.value?.values else { return false }
        var unordered = values
        unordered.tagIds = original.tagIds
        return unordered != original || Set(values.tagIds) != Set(original.tagIds)
    }

    /// Whether the path differs from the loaded one.
    public var pathChanged: Bool { loaded.value.map { $0.values.path != path } ?? false }

    /// Adds the tag when the item lacks it, removes it when it has it.
    public func toggleTag(_ id: Int) { values.tagIds = TagAssembly.toggling(id, in: values.tagIds) }

    /// Creates a tag called `label` on the server (or reuses one of that name) and gives it to the item.
    public func addTag(named label: String) async {
        saveError = nil
        do {
            (values.tagIds, tags) = try await TagAssembly.adding(
                label, to: values.tagIds, known: tags, client: try await source.tagClient())
        } catch {
            saveError = ErrorNotice(error)
        }
    }

    /// Saves the changes; on success closes the form.
    public func save() async {
        guard let item = loaded.value else { return }
        if let refusal = FolderRules.refusal(ofPath: path, changed: pathChanged) {
            saveError = refusal
            return
        }
        let (values, move) = (values, pathChanged && moveFiles)
        isSaving = true
        saveError = nil
        defer { isSaving = false }
        switch await capture({ try await item.save(values, move) }) {
        case .success: onSaved?()
        case .failure(let error): saveError = ErrorNotice(error)
        }
    }

    /// Closes the form without saving.
    public func cancel() { onCancel?() }

    /// The sheet's title: "Edit" and the item's title, "Edit movie" before it is read.
    public var sheetTitle: String { loaded.value.map { "Edit \($0.title)" } ?? "Edit \(source.noun)" }

    /// The item's title with its year, once loaded.
    public var heading: String? { loaded.value?.heading }

    /// The server's quality profiles.
    private var qualityProfiles: [QualityProfile] { loaded.value?.qualityProfiles ?? [] }

    /// The chosen quality profile's name ("#7" when the server does not list it).
    public var qualityLabel: String {
        qualityProfiles.first { $0.id == qualityProfileId }?.name ?? "#\(qualityProfileId)"
    }

    /// Chooses the next quality profile in the server's order.
    public func cycleQualityProfile() {
        qualityProfileId = qualityProfiles.map(\.id).cycled(after: qualityProfileId) ?? qualityProfileId
    }

    /// The server's quality profiles as choices.
    public var qualityChoices: [FormChoice] { qualityProfiles.map(FormChoice.init) }

    /// The quality profile chosen.
    public var qualityChoice: String { String(qualityProfileId) }

    /// Chooses the quality profile whose value is `value` (one of ``qualityChoices``).
    public func chooseQuality(_ value: String) {
        if let id = Int(value), qualityProfiles.contains(where: { $0.id == id }) { qualityProfileId = id }
    }

    /// The server's tags as choices.
    public var tagOptions: [TagOption] { tags.options }

    /// The server's tags, each with whether the item has it.
    public var tagChoices: [(choice: FormChoice, chosen: Bool)] {
        tags.map { (FormChoice(value: String($0.id), label: $0.label), values.tagIds.contains($0.id)) }
    }

    /// Gives the item exactly the tags whose values are `values` (of ``tagChoices``).
    public func chooseTags(_ chosen: Set<String>) {
        values.tagIds = tags.map(\.id).filter { chosen.contains(String($0)) }
    }

    /// The kind's own field `name`'s value ("released", "on"); nil for a name the kind lacks.
    public func value(of name: String) -> String? { values.kind[name] }
}

extension ArrItemEditor: LibraryItemEditor {
    /// The kind's own fields with what they hold now.
    public var kindFields: [EditField] {
        source.kindFields.map { field in
            let value = values.kind[field.name] ?? ""
            if field.choices.isEmpty { return .toggle(name: field.name, label: field.label, value == "on") }
            return EditField(
                name: field.name, label: field.label, value: .choice(field.choices, chosen: value),
                shown: field.choices.first { $0.value == value }?.label ?? value)
        }
    }

    /// Moves the kind's field `name` on: its next choice, or a switch flipped.
    public func cycle(field name: String) {
        guard let field = source.kindFields.first(where: { $0.name == name }) else { return }
        let value = values.kind[name] ?? ""
        if field.choices.isEmpty {
            values.kind[name] = value == "on" ? "off" : "on"
        } else {
            values.kind[name] = field.choices.map(\.value).cycled(after: value) ?? field.choices.first?.value
        }
    }

    /// Sets the kind's field `name` from a posted form: a choice's value, or "on" for a ticked box.
    public func set(field name: String, to value: String?) {
        guard let field = source.kindFields.first(where: { $0.name == name }) else { return }
        if field.choices.isEmpty {
            values.kind[name] = value == "on" ? "on" : "off"
        } else if let value, field.choices.contains(where: { $0.value == value }) {
            values.kind[name] = value
        }
    }
}

extension ArrItemEditor: ScreenViewModel {}
