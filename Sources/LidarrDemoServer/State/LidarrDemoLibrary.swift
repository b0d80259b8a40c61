import ArrDemoKit
import ArrKit
import Foundation
import LidarrAPI
import ServerKit

/// The Lidarr demo's library: the catalogue's first forty artists with their albums and
/// tracks, and two downloads that progress on the clock and import when done.
///
/// Albums come in every state a real library has, chosen by position so every run agrees:
/// complete, partial (some tracks on disk), missing (none), unmonitored, and upcoming (an
/// announced album releasing in the coming weeks).
actor LidarrDemoLibrary: DemoTagging {
    /// When the server started (for `system/status`).
    let startTime: Date
    /// The clock that drives downloads.
    let clock: @Sendable () -> Date
    /// Where the demo download clients read the downloads they mirror (nil: standalone).
    let exchange: DemoDownloadExchange?
    /// Its Connect → Webhook connections, which hear its grabs and imports.
    let hooks: DemoNotifications?
    /// The bytes of the data disk.
    let diskTotal: Int64 = 4_000_000_000_000
    /// Artists, albums and tracks.
    var contents: LidarrDemoContents
    /// What is downloading; the demo clients mirror every change.
    private(set) var downloads: [Download] = [] {
        didSet { Self.post(downloads, to: exchange) }
    }
    /// What happened, oldest first.
    private(set) var history: [LidarrHistoryRecord] = []
    /// Releases the last searches listed, by guid, with when they were listed (grabbable for
    /// 30 minutes, as Lidarr caches them).
    var listedReleases: [String: (release: LidarrRelease, at: Date)] = [:]
    /// Commands started, by id.
    var commands: [Int: DemoCommand] = [:]
    var nextCommandId = 1
    let qualityProfiles = [
        QualityProfile(id: 1, name: "Lossless", cutoff: 6, cutoffName: "FLAC"),
        QualityProfile(id: 2, name: "Standard", cutoff: 4, cutoffName: "MP3-320"),
    ]
    let metadataProfiles = [MetadataProfile(id: 1, name: "Standard"), MetadataProfile(id: 2, name: "None")]
    let rootFolders = [RootFolder(id: 1, path: "/data/music", accessible: true, freeSpace: 1_800_000_000_000)]
    var tags = [Tag(id: 1, label: "vinyl-rips"), Tag(id: 2, label: "kids")]

    /// A download in the queue: one album, moving at `bytesPerSecond` from `started`.
    struct Download: Sendable {
        let id: Int
        let albumId: Int
        let title: String
        let size: Double
        let bytesPerSecond: Double
        let started: Date
        let downloadId: String
        let client: String
        let downloadProtocol: DownloadProtocol
    }

    /// A library of the catalogue's first ``ArtistCatalogue/libraryCount`` artists.
    init(clock: @escaping @Sendable () -> Date, exchange: DemoDownloadExchange? = nil, hooks: DemoNotifications? = nil)
    {
        self.hooks = hooks
        self.clock = clock
        self.exchange = exchange
        let now = clock()
        startTime = now.addingTimeInterval(-3 * 86_400)
        var contents = LidarrDemoContents()
        for (position, entry) in ArtistCatalogue.entries.prefix(ArtistCatalogue.libraryCount).enumerated() {
            contents.addFromCatalogue(entry, position: position, now: now)
        }
        // Two albums missing every track are on their way: one over usenet, one as a torrent.
        let waiting = contents.albumOrder.keys.sorted().flatMap { contents.albumOrder[$0] ?? [] }
            .filter { id in
                (contents.albums[id]?.statistics?.trackFileCount ?? 1) == 0
                    && (contents.albums[id]?.releaseDate ?? now) < now
            }
        var downloads: [Download] = []
        for (index, albumId) in waiting.prefix(2).enumerated() {
            guard let album = contents.albums[albumId], let artist = album.artistId.flatMap({ contents.artists[$0] })
            else { continue }
            let size = Double(album.statistics?.totalTrackCount ?? 10) * 38_000_000
            downloads.append(
                Download(
                    id: index + 1, albumId: albumId, title: "\(artist.artistName) - \(album.title) (FLAC)", size: size,
                    bytesPerSecond: index == 0 ? 2_500_000 : 900_000, started: now.addingTimeInterval(-20),
                    downloadId: index == 0 ? "SABnzbd_nzo_lidarr_\(albumId)" : Self.infoHash(albumId),
                    client: index == 0 ? "SABnzbd" : "qBittorrent", downloadProtocol: index == 0 ? .usenet : .torrent))
        }
        self.contents = contents
        self.downloads = downloads
        history = Self.initialHistory(contents: contents, downloads: downloads, now: now)
        Self.post(downloads, to: exchange)
    }

    /// Hands the downloads to the demo clients that mirror them (usenet to SABnzbd, torrents
    /// to qBittorrent), under the ids the queue reports, so the merged queue joins them.
    static func post(_ downloads: [Download], to exchange: DemoDownloadExchange?) {
        exchange?.post(
            downloads.map { download in
                DemoSharedDownload(
                    id: download.downloadId, title: download.title, category: "music",
                    size: Int64(clamping: download.size), startedAt: download.started,
                    duration: download.size / download.bytesPerSecond,
                    client: download.downloadProtocol == .usenet ? "sabnzbd" : "qbittorrent")
            }, from: "lidarr")
    }

    /// What the library remembers at the start: the complete albums imported over the last
    /// hours, then the two downloads grabbed.
    private static func initialHistory(
        contents: LidarrDemoContents, downloads: [Download], now: Date
    ) -> [LidarrHistoryRecord] {
        var history: [LidarrHistoryRecord] = []
        let imported = contents.albums.values.filter {
            ($0.statistics?.trackFileCount ?? 0) > 0 && $0.statistics?.trackFileCount == $0.statistics?.totalTrackCount
        }
        for (index, album) in imported.sorted(by: { ($0.id ?? 0) < ($1.id ?? 0) }).prefix(12).enumerated() {
            history.append(
                event(
                    id: index + 1, .downloadImported, album: album,
                    at: now.addingTimeInterval(-Double(12 - index) * 7_200),
                    contents: contents))
        }
        for download in downloads {
            guard let album = contents.albums[download.albumId] else { continue }
            var grabbed = event(id: history.count + 1, .grabbed, album: album, at: download.started, contents: contents)
            grabbed.sourceTitle = download.title
            grabbed.downloadId = download.downloadId
            history.append(grabbed)
        }
        return history
    }

    /// One history event about `album`, with its artist named.
    static func event(
        id: Int, _ type: LidarrHistoryEventType, album: Album, at date: Date, contents: LidarrDemoContents
    ) -> LidarrHistoryRecord {
        var record = LidarrHistoryRecord(id: id, albumId: album.id, eventType: type, date: date)
        record.artistId = album.artistId
        let artistName = album.artistId.flatMap { contents.artists[$0]?.artistName }
        record.sourceTitle = [artistName, album.title].compactMap { $0 }.joined(separator: " - ") + " (FLAC)"
        record.album = album
        record.artist = AlbumArtist(id: album.artistId, artistName: artistName)
        return record
    }

    /// Notes an event about album `albumId` now.
    func record(_ type: LidarrHistoryEventType, albumId: Int, downloadId: String?) {
        guard let album = contents.albums[albumId] else { return }
        var record = Self.event(id: history.count + 1, type, album: album, at: clock(), contents: contents)
        record.downloadId = downloadId
        history.append(record)
    }

    /// History newest first, one kind of event if asked (by Lidarr's number).
    func historyNewestFirst(eventType: Int?) -> [LidarrHistoryRecord] {
        advance()
        return history.reversed().filter { record in eventType.map { record.eventType?.number == $0 } ?? true }
    }

    /// A made-up but well-formed torrent info-hash (upper case, as the *arrs report it).
    static func infoHash(_ seed: Int) -> String {
        var state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15
        var digits = ""
        while digits.count < 40 {
            state = (state ^ (state >> 31)) &* 0xBF58_476D_1CE4_E5B9
            digits += String(state, radix: 16, uppercase: true)
        }
        return String(digits.prefix(40))
    }

    /// Which tracks of an album are on disk, by its position (every run agrees).
    enum FileState { case complete, partial, missing, unmonitored }

    static func state(position: Int, index: Int) -> FileState {
        switch (position * 3 + index) % 9 {
        case 0: .missing
        case 4: .partial
        case 7: .unmonitored
        default: .complete
        }
    }

    /// A stable, MusicBrainz-shaped id for a name.
    static func identifier(_ name: String) -> String {
        var state: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { state = (state ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var hex = ""
        while hex.count < 32 {
            state = (state ^ (state >> 29)) &* 0xBF58_476D_1CE4_E5B9
            hex += String(state, radix: 16)
        }
        let digits = Array(hex.prefix(32))
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }.joined(separator: "-")
    }

    static func date(year: Int, dayOfYear: Int) -> Date {
        var parts = DateComponents()
        parts.year = year
        parts.day = dayOfYear
        parts.month = 1
        parts.timeZone = TimeZone(identifier: "UTC")
        return Calendar(identifier: .gregorian).date(from: parts) ?? Date(timeIntervalSince1970: 0)
    }

    // MARK: Reading

    /// Every artist, by id.
    func allArtists() -> [Artist] {
        advance()
        return contents.artists.keys.sorted().compactMap { contents.artists[$0] }
    }

    /// One artist.
    func artist(id: Int) -> Artist? {
        advance()
        return contents.artists[id]
    }

    /// An artist's albums, oldest first.
    func albums(artistId: Int) -> [Album] {
        advance()
        return (contents.albumOrder[artistId] ?? []).compactMap { contents.albums[$0] }
    }

    /// One album, with its artist named.
    func album(id: Int) -> Album? {
        advance()
        return contents.albums[id].map(withArtist)
    }

    /// The album with its artist embedded, as the calendar, wanted and queue answers carry it.
    func withArtist(_ album: Album) -> Album {
        var album = album
        if let artistId = album.artistId, let artist = contents.artists[artistId] {
            album.artist = AlbumArtist(id: artistId, artistName: artist.artistName)
        }
        return album
    }

    /// An album's tracks, each naming its file (Lidarr's `trackFileId`, 0 without one).
    func tracks(albumId: Int) -> [Track]? {
        advance()
        return contents.tracks[albumId]?.map { track in
            var track = track
            track.trackFileId = track.hasFile ? track.id : 0
            return track
        }
    }

    /// Albums releasing in `range`, with their artist.
    func calendar(_ range: ClosedRange<Date>, unmonitored: Bool) -> [Album] {
        contents.albums.values.filter { album in
            guard let date = album.releaseDate, range.contains(date) else { return false }
            return unmonitored || album.monitored
        }
        .sorted { ($0.releaseDate ?? .distantPast, $0.id ?? 0) < ($1.releaseDate ?? .distantPast, $1.id ?? 0) }
        .map(withArtist)
    }

    /// Monitored, released albums missing tracks, newest first, with their artist.
    func missing() -> [Album] {
        advance()
        let now = clock()
        return contents.albums.values.filter { album in
            guard album.monitored, let date = album.releaseDate, date <= now, let stats = album.statistics else {
                return false
            }
            return stats.trackFileCount < stats.totalTrackCount || stats.totalTrackCount == 0
        }
        .sorted { ($0.releaseDate ?? .distantPast, $0.id ?? 0) > ($1.releaseDate ?? .distantPast, $1.id ?? 0) }
        .map(withArtist)
    }

    /// Free space on the data disk (what the library takes comes off it).
    func freeSpace() -> ServerCount {
        ServerCount(diskTotal) - contents.artists.values.compactMap { $0.statistics?.sizeOnDisk }.sum()
    }

    // MARK: Changing

    /// Sets albums' monitored flag (`PUT /album/monitor`).
    func setAlbums(_ ids: [Int], monitored: Bool) {
        for id in ids where contents.albums[id] != nil {
            contents.albums[id]?.monitored = monitored
            contents.refreshStatistics(albumId: id)
            if let artistId = contents.albums[id]?.artistId { contents.refreshStatistics(artistId: artistId) }
        }
    }

    /// Moves the downloads on to now: a finished one is imported (its album's tracks land on
    /// disk) and leaves the queue.
    func advance() {
        let now = clock()
        var remaining: [Download] = []
        for download in downloads {
            if download.started.addingTimeInterval(download.size / download.bytesPerSecond) <= now {
                contents.tracks[download.albumId] = contents.tracks[download.albumId]?.map { track in
                    var track = track
                    track.hasFile = true
                    return track
                }
                contents.refreshStatistics(albumId: download.albumId)
                if let artistId = contents.albums[download.albumId]?.artistId {
                    contents.refreshStatistics(artistId: artistId)
                }
                record(.downloadImported, albumId: download.albumId, downloadId: download.downloadId)
                pushImport(download)
            } else {
                remaining.append(download)
            }
        }
        if remaining.count != downloads.count { downloads = remaining }
    }

    /// Queues a download of an album over usenet, as a search that found it does.
    func queueDownload(albumId: Int, title: String, size: Double, now: Date) {
        let id = (downloads.map(\.id).max() ?? 0) + 1
        let download = Download(
            id: id, albumId: albumId, title: title, size: size, bytesPerSecond: 4_000_000, started: now,
            downloadId: "SABnzbd_nzo_lidarr_\(albumId)", client: "SABnzbd", downloadProtocol: .usenet)
        downloads.append(download)
        record(.grabbed, albumId: albumId, downloadId: "SABnzbd_nzo_lidarr_\(albumId)")
        pushGrab(download)
    }

    /// Removes a download from the queue; false when there is none.
    func removeDownload(id: Int) -> Bool {
        guard downloads.contains(where: { $0.id == id }) else { return false }
        downloads.removeAll { $0.id == id }
        return true
    }

    /// Drops the downloads `matching` says.
    func removeDownloads(where matching: (Download) -> Bool) { downloads.removeAll(where: matching) }

    /// The queue's records, with artist and album embedded.
    func queue() -> [LidarrQueueRecord] {
        advance()
        let now = clock()
        return downloads.map { download in
            let done = min(download.size, max(0, now.timeIntervalSince(download.started)) * download.bytesPerSecond)
            let album = contents.albums[download.albumId]
            var record = LidarrQueueRecord(
                id: download.id, artistId: album?.artistId, albumId: download.albumId, title: download.title,
                downloadId: download.downloadId)
            record.album = album.map(withArtist)
            record.size = download.size
            record.sizeleft = download.size - done
            let seconds = Int(clamping: (download.size - done) / download.bytesPerSecond)
            record.timeleft = TimeSpan(seconds: Double(seconds))
            record.estimatedCompletionTime = now.addingTimeInterval(Double(seconds))
            record.status = "downloading"
            record.trackedDownloadStatus = "ok"
            record.trackedDownloadState = "downloading"
            record.protocol = download.downloadProtocol
            record.downloadClient = download.client
            record.indexer = download.downloadProtocol == .usenet ? "DemoNZB" : "DemoTracker"
            record.trackFileCount = contents.tracks[download.albumId].map { ServerCount($0.count) }
            return record
        }
    }

    /// Artists of the catalogue whose name contains `term` (case and accents ignored), those in
    /// the library with their id.
    func lookup(_ term: String) -> [Artist] {
        let needle = term.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        guard !needle.isEmpty else { return [] }
        // `lidarr:MBID` names one artist, as on a real Lidarr.
        let mbid = term.lowercased().hasPrefix("lidarr:") ? String(term.dropFirst("lidarr:".count)) : nil
        return ArtistCatalogue.entries.compactMap { entry in
            let matches =
                mbid.map { Self.identifier(entry.name) == $0 }
                ?? entry.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).contains(needle)
            guard matches else { return nil }
            if let known = contents.artists.values.first(where: { $0.artistName == entry.name }) { return known }
            var artist = Artist(artistName: entry.name, monitored: false, foreignArtistId: Self.identifier(entry.name))
            artist.sortName = entry.sortName
            artist.overview = entry.overview
            artist.artistType = entry.type
            artist.genres = entry.genres
            artist.status = entry.ended ? .ended : .continuing
            return artist
        }
    }
}
