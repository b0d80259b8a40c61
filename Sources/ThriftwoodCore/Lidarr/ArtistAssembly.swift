import Foundation
import LidarrAPI

/// What a user chose when adding an artist.
public struct ArtistAddChoice: Sendable, Hashable {
    /// Which albums to monitor.
    public var monitor: ArtistMonitorPreset = .all
    /// Which new albums to monitor as they appear.
    public var monitorNewItems: NewAlbumMonitoring = .all
    /// Whether to search for the monitored albums at once.
    public var searchForMissing = false

    /// The defaults: every album, new ones too, no search.
    public init() {}
}

/// How the request to add an artist is put together: one rule for the CLI and the app.
public enum ArtistAssembly {
    /// `found` (a lookup result) as `POST /artist` wants it: the profiles, the folder under
    /// `rootFolder` named after the artist, monitored unless the preset is `none`, with the
    /// add options.
    public static func addition(
        of found: Artist, choice: ArtistAddChoice, qualityProfileId: Int, metadataProfileId: Int, rootFolder: String
    ) -> Artist {
        var artist = found
        artist.id = nil
        artist.qualityProfileId = qualityProfileId
        artist.metadataProfileId = metadataProfileId
        artist.rootFolderPath = rootFolder
        artist.path = rootFolder.hasSuffix("/") ? rootFolder + found.artistName : rootFolder + "/" + found.artistName
        artist.monitored = choice.monitor != .none
        artist.monitorNewItems = choice.monitorNewItems.rawValue
        artist.addOptions = ArtistAddOptions(monitor: choice.monitor, searchForMissingAlbums: choice.searchForMissing)
        return artist
    }
}
