import ArrKit
import RadarrAPI

extension EditMovieViewModel {
    /// The movie's title with its year, once loaded.
    public var heading: String? { original.value.map { RadarrLabels.title($0.title, year: $0.year) } }

    /// The sheet's title: "Edit" and the movie's title, "Edit movie" before it is read.
    public var sheetTitle: String { original.value.map { "Edit \($0.title)" } ?? "Edit movie" }

    /// The chosen quality profile's name ("#7" when the server does not list it).
    public var qualityLabel: String {
        qualityProfiles.first { $0.id == qualityProfileId }?.name ?? "#\(qualityProfileId)"
    }

    /// Chooses the next quality profile in the server's order.
    public func cycleQualityProfile() {
        qualityProfileId = qualityProfiles.map(\.id).cycled(after: qualityProfileId) ?? qualityProfileId
    }

    /// When the movie counts as available, in words ("In cinemas").
    public var availabilityLabel: String { RadarrLabels.availability(minimumAvailability) }

    /// Chooses the next availability Radarr offers.
    public func cycleAvailability() {
        minimumAvailability =
            [MinimumAvailability.announced, .inCinemas, .released].cycled(after: minimumAvailability) ?? .announced
    }

    /// The server's tags as choices.
    public var tagOptions: [TagOption] { tags.options }

    /// The server's quality profiles.
    public var qualityChoices: [FormChoice] {
        qualityProfiles.map(FormChoice.init)
    }

    /// The quality profile chosen.
    public var qualityChoice: String { String(qualityProfileId) }

    /// Chooses the quality profile whose value is `value` (one of ``qualityChoices``).
    public func chooseQuality(_ value: String) {
        if let id = Int(value), qualityProfiles.contains(where: { $0.id == id }) { qualityProfileId = id }
    }

    /// When the movie counts as available, as Radarr offers it.
    public var availabilityChoices: [FormChoice] {
        [MinimumAvailability.announced, .inCinemas, .released].map {
            FormChoice(value: $0.wireName, label: RadarrLabels.availability($0))
        }
    }

    /// The availability chosen.
    public var availabilityChoice: String { minimumAvailability.wireName }

    /// Chooses the availability whose value is `value` (one of ``availabilityChoices``).
    public func chooseAvailability(_ value: String) {
        if let chosen = MinimumAvailability.knownCases.first(where: { $0.wireName == value }) {
            minimumAvailability = chosen
        }
    }

    /// The server's tags, each with whether the movie has it.
    public var tagChoices: [(choice: FormChoice, chosen: Bool)] {
        tags.map { (FormChoice(value: String($0.id), label: $0.label), tagIds.contains($0.id)) }
    }

    /// Gives the movie exactly the tags whose values are `values` (of ``tagChoices``).
    public func chooseTags(_ values: Set<String>) {
        tagIds = tags.map(\.id).filter { values.contains(String($0)) }
    }
}

extension EditMovieViewModel: LibraryItemEditor {
    /// Radarr's own field: when the movie counts as available.
    public var kindFields: [EditField] {
        [
            EditField(
                name: "availability", label: "Minimum availability",
                value: .choice(availabilityChoices, chosen: availabilityChoice), shown: availabilityLabel)
        ]
    }

    /// Chooses the next availability.
    public func cycle(field name: String) {
        if name == "availability" { cycleAvailability() }
    }

    /// Sets the availability from a posted form.
    public func set(field name: String, to value: String?) {
        if name == "availability", let value { chooseAvailability(value) }
    }
}
