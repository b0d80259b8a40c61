import ArrKit
import Foundation
import LidarrAPI
import Observation

/// Add an artist: look them up (a name, or `lidarr:MBID`), choose the profiles, folder and
/// which albums to monitor, add.
@MainActor
@Observable
public final class AddArtistViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The search term.
    public var term: String
    /// The results of the last lookup (those with an id are in the library already).
    private(set) var results = Loadable<[Artist]>()
    /// Where loading `results` stands (loading, failed, how many), for the front ends.
    public var resultsState: LoadState { results.state }
    /// The server's quality profiles.
    private(set) var qualityProfiles: [QualityProfile] = []
    /// The server's metadata profiles.
    private(set) var metadataProfiles: [MetadataProfile] = []
    /// The server's root folders.
    private(set) var rootFolders: [RootFolder] = []
    /// The presets and the search-on-add the next add uses.
    public var choice = ArtistAddChoice()
    /// The quality profile the next add uses.
    public var qualityProfileId: Int?
    /// The metadata profile the next add uses.
    public var metadataProfileId: Int?
    /// The root folder the next add uses.
    public var rootFolderPath: String?
    /// Whether an add is running.
    public private(set) var isAdding = false
    /// Why the profiles or folders could not be read.
    public private(set) var choicesError: ErrorNotice?
    /// Why the last add failed (Lidarr's validation messages included).
    public private(set) var addError: ErrorNotice?
    /// Opens an artist (one already in the library; set by the coordinator).
    public var onOpen: (@MainActor (Int) -> Void)?
    /// Opens the artist just added in place of this screen (set by the coordinator).
    public var onAdded: (@MainActor (Int) -> Void)?

    private let client: @Sendable () async throws -> LidarrClient

    /// Creates the form of `server`, optionally with a first search term.
    public init(server: ServerRef, query: String?, client: @escaping @Sendable () async throws -> LidarrClient) {
        self.server = server
        term = query ?? ""
        self.client = client
    }

    /// Loads the choices, then searches when there is a term.
    public func load() async {
        let client = client
        let loaded = await capture {
            let lidarr = try await client()
            return (
                try await lidarr.qualityProfiles(), try await lidarr.metadataProfiles(), try await lidarr.rootFolders()
            )
        }
        switch loaded {
        case .success(let (quality, metadata, folders)):
            (qualityProfiles, metadataProfiles, rootFolders) = (quality, metadata, folders)
            if !quality.contains(where: { $0.id == qualityProfileId }) { qualityProfileId = quality.first?.id }
            if !metadata.contains(where: { $0.id == metadataProfileId }) { metadataProfileId = metadata.first?.id }
            if !folders.contains(where: { $0.path == rootFolderPath }) { rootFolderPath = folders.first?.path }
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
        let client = client
        results.begin()
        results.finish(await capture { try await client().lookup(term: query) })
    }

    /// The options in one line: "Quality: Lossless · Metadata: Standard · Folder: /data/music ·
    /// Monitor: all albums · New albums: all · Search on add: no".
    public var optionsLine: String {
        let quality = qualityProfiles.first { $0.id == qualityProfileId }?.name ?? "–"
        let metadata = metadataProfiles.first { $0.id == metadataProfileId }?.name ?? "–"
        return "Quality: \(quality) · Metadata: \(metadata) · Folder: \(rootFolderPath ?? "–") · "
            + "Monitor: \(MusicText.monitorWords(choice.monitor)) · New albums: \(choice.monitorNewItems.rawValue) · "
            + "Search on add: \(choice.searchForMissing ? "yes" : "no")"
    }

    /// The next quality profile.
    public func cycleQualityProfile() {
        qualityProfileId = qualityProfiles.cycled(after: { $0.id == qualityProfileId })?.id ?? qualityProfileId
    }

    /// The next metadata profile.
    public func cycleMetadataProfile() {
        metadataProfileId = metadataProfiles.cycled(after: { $0.id == metadataProfileId })?.id ?? metadataProfileId
    }

    /// The next root folder.
    public func cycleRootFolder() {
        rootFolderPath = rootFolders.cycled(after: { $0.path == rootFolderPath })?.path ?? rootFolderPath
    }

    /// The next monitor preset.
    public func cycleMonitor() { choice.monitor = ArtistMonitorPreset.allCases.cycled(after: choice.monitor) ?? .all }

    /// The next rule for new albums.
    public func cycleMonitorNew() {
        choice.monitorNewItems = NewAlbumMonitoring.allCases.cycled(after: choice.monitorNewItems) ?? .all
    }

    /// Adds the `index`th result of the last lookup (the row the cursor is on); nothing when the
    /// lookup has no such row.
    public func add(at index: Int) async {
        guard let found = results.value, found.indices.contains(index) else { return }
        await add(found[index])
    }

    /// Adds `found` with the current options and opens them; one already in the library opens instead.
    func add(_ found: Artist) async {
        if found.isInLibrary, let id = found.id {
            onOpen?(id)
            return
        }
        guard let quality = qualityProfileId, let metadata = metadataProfileId, let folder = rootFolderPath else {
            addError =
                choicesError
                ?? ErrorNotice(
                    message: "Lidarr has no quality profile, metadata profile or root folder to add into.",
                    suggestion: "Create them in Lidarr → Settings, then try again.")
            return
        }
        let artist = ArtistAssembly.addition(
            of: found, choice: choice, qualityProfileId: quality, metadataProfileId: metadata, rootFolder: folder)
        let client = client
        isAdding = true
        addError = nil
        defer { isAdding = false }
        switch await capture({ try await client().addArtist(artist) }) {
        case .success(let added):
            if let id = added.id { (onAdded ?? onOpen)?(id) }
        case .failure(let error): addError = ErrorNotice(error)
        }
    }
}

extension AddArtistViewModel: LookupAddForm {
    /// What can be typed to look an artist up.
    public var lookupPrompt: String { "a name or lidarr:MBID" }

    /// What an empty lookup says.
    public var nothingFound: String { "No artists found." }

    /// The page's heading.
    public var addHeading: String { "Add an artist" }

    /// An example of what to look up.
    public var lookupExample: String { "A name" }

    /// An artist is added by their MusicBrainz id.
    public var offerField: String { "mbid" }

    /// An artist's screen.
    public func libraryRoute(of id: Int, on server: String?) -> AppRoute { .artist(id, on: server) }

    /// What an answer for an artist no longer in the lookup says.
    public var offerGone: String { "That artist is no longer in the lookup; look them up again." }

    /// The options a key changes.
    public var addOptions: [AddOption] {
        [
            AddOption("p", "quality", name: "quality") { [weak self] in self?.cycleQualityProfile() },
            AddOption("e", "metadata", name: "metadata") { [weak self] in self?.cycleMetadataProfile() },
            AddOption("t", "folder", name: "folder") { [weak self] in self?.cycleRootFolder() },
            AddOption("m", "monitor", name: "monitor") { [weak self] in self?.cycleMonitor() },
            AddOption("n", "new albums", name: "newAlbums") { [weak self] in self?.cycleMonitorNew() },
            AddOption("S", "search on add", name: "search") { [weak self] in self?.choice.searchForMissing.toggle() },
        ]
    }
}
