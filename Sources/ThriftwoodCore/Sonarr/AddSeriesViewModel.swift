import ArrKit
import Foundation
import Observation
import SonarrAPI

/// Add a series: look it up (also `tvdb:`, `tmdb:`, `imdb:`), choose options, add it.
@MainActor
@Observable
public final class AddSeriesViewModel {
    /// The search term.
    public var term: String
    /// The results of the last lookup (those with an id are in the library already).
    private(set) var results = Loadable<[Series]>()
    /// Where loading `results` stands (loading, failed, how many), for the front ends.
    public var resultsState: LoadState { results.state }
    /// The server's quality profiles.
    private(set) var qualityProfiles: [QualityProfile] = []
    /// The server's root folders.
    private(set) var rootFolders: [RootFolder] = []
    /// The server's language profiles: Sonarr v3 only (v4 has none; the picker is hidden).
    private(set) var languageProfiles: [LanguageProfile] = []
    /// The monitor presets this server knows (v3 knows fewer).
    private(set) var monitorChoices = SeriesMonitor.choices(majorVersion: 4)
    /// The options the next add uses.
    public var choice = SeriesAddChoice()
    /// Whether an add is running.
    public private(set) var isAdding = false
    /// Why the profiles or folders could not be read.
    public private(set) var choicesError: ErrorNotice?
    /// Why the last add failed (server validation messages included).
    public private(set) var addError: ErrorNotice?
    /// Opens a series (the new one, or one already in the library; set by the coordinator).
    public var onOpen: (@MainActor (Int) -> Void)?
    /// Opens the series just added in place of this screen (set by the coordinator), as adding
    /// a movie does; without it, `onOpen` opens it.
    public var onAdded: (@MainActor (Int) -> Void)?

    private let sonarr: any SonarrService
    private let preferences: (any PreferencesService)?

    /// Creates the form, optionally with a first search term; with `preferences` it starts
    /// from the options last used and remembers the ones an add uses.
    public init(query: String?, sonarr: any SonarrService, preferences: (any PreferencesService)? = nil) {
        term = query ?? ""
        self.sonarr = sonarr
        self.preferences = preferences
    }

    /// Loads the choices (and the server's version for its monitor presets), then searches.
    public func load() async {
        let sonarr = sonarr
        if let preferences {
            switch await capture({ try await preferences.preferences() }) {
            case .success(let stored): choice = stored.addSeries
            case .failure: break  // The defaults stand; the add itself still works.
            }
        }
        let loaded = await capture {
            let client = try await sonarr.client()
            async let profileList = client.qualityProfiles()
            async let folderList = client.rootFolders()
            async let status = client.systemStatus()
            let profiles = try await profileList
            let folders = try await folderList
            let server = try await status
            let major = Int(server.version?.split(separator: ".").first ?? "4") ?? 4
            // v4 answers /languageprofile with a deprecated stub; only v3's profiles mean anything.
            let languages = major < 4 ? try await client.languageProfiles() : []
            return (profiles, folders, major, languages)
        }
        switch loaded {
        case .success(let (profiles, folders, major, languages)):
            qualityProfiles = profiles
            rootFolders = folders
            languageProfiles = languages
            monitorChoices = SeriesMonitor.choices(majorVersion: major)
            // A remembered choice this server does not have falls back to its first.
            if !profiles.contains(where: { $0.id == choice.qualityProfileId }) {
                choice.qualityProfileId = profiles.first?.id
            }
            if !folders.contains(where: { $0.path == choice.rootFolderPath }) {
                choice.rootFolderPath = folders.first?.path
            }
            if !monitorChoices.contains(choice.monitor) { choice.monitor = .all }
            if !languages.contains(where: { $0.id == choice.languageProfileId }) {
                choice.languageProfileId = languages.first?.id
            }
            choicesError = nil
        case .failure(let error): choicesError = ErrorNotice(error)
        }
        if !term.trimmingCharacters(in: .whitespaces).isEmpty { await search() }
    }

    /// Looks up the term.
    public func search() async {
        let query = term.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else {
            results = Loadable(value: [])
            return
        }
        let sonarr = sonarr
        results.begin()
        results.finish(await capture { try await sonarr.client().lookup(term: query) })
    }

    /// Moves the monitor preset to the next one this server knows.
    public func cycleMonitor() {
        choice.monitor = monitorChoices.cycled(after: choice.monitor) ?? choice.monitor
    }

    /// Moves the language profile to the next one (v3 servers only).
    public func cycleLanguageProfile() {
        if let next = languageProfiles.cycled(after: { $0.id == choice.languageProfileId }) {
            choice.languageProfileId = next.id
        }
    }

    /// The chosen language profile's name; nil when the server has none to choose (v4).
    public var languageProfileName: String? {
        guard !languageProfiles.isEmpty else { return nil }
        return languageProfiles.first { $0.id == choice.languageProfileId }?.name ?? "–"
    }

    /// Moves the series type to the next one.
    public func cycleSeriesType() {
        choice.seriesType = [SeriesType.standard, .daily, .anime].cycled(after: choice.seriesType) ?? .standard
    }

    /// Adds the `index`th result of the last lookup (the row the cursor is on); nothing when the
    /// lookup has no such row.
    public func add(at index: Int) async {
        guard let found = results.value, found.indices.contains(index) else { return }
        await add(found[index])
    }

    /// Adds `found` with the current options and opens it; one already in the library opens instead.
    func add(_ found: Series) async {
        if found.isInLibrary, let id = found.id {
            onOpen?(id)
            return
        }
        guard let profile = choice.qualityProfileId, let folder = choice.rootFolderPath else {
            addError =
                choicesError
                ?? ErrorNotice(
                    message: "Sonarr has no quality profile or root folder to add into.",
                    suggestion: "Create them in Sonarr → Settings, then try again.")
            return
        }
        let series = SeriesAssembly.addition(of: found, choice: choice, qualityProfileId: profile, rootFolder: folder)
        let sonarr = sonarr
        isAdding = true
        addError = nil
        defer { isAdding = false }
        switch await capture({ try await sonarr.client().addSeries(series) }) {
        case .success(let added):
            let chosen = choice
            if let preferences {
                _ = await capture { try await preferences.update { $0.addSeries = chosen } }
            }
            if let id = added.id { (onAdded ?? onOpen)?(id) }
        case .failure(let error): addError = ErrorNotice(error)
        }
    }
}

extension AddSeriesViewModel: ScreenViewModel {}
