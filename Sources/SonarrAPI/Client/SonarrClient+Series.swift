import ArrKit
import Foundation
import NIOFoundationCompat
import NIOHTTP1

extension SonarrClient {
    /// The whole library (Sonarr does not page it), decoded on every core.
    public func series() async throws -> [Series] {
        try await seriesWithJSON().map(\.series)
    }

    /// The library's bytes as the server sent them (for a front end's own fast reader).
    public func seriesJSON() async throws -> Data {
        Data(buffer: try await core.send(.GET, "/series").body, byteTransferStrategy: .noCopy)
    }

    /// The library, each series with the exact JSON the server sent for it.
    public func seriesWithJSON() async throws -> [(series: Series, json: Data)] {
        try await core.getKeepingJSON("/series", as: Series.self).map { (series: $0.value, json: $0.json) }
    }

    /// One series, with its seasons and statistics.
    public func series(id: Int) async throws -> Series { try await core.get("/series/\(id)") }

    /// One series with the exact JSON the server sent for it.
    public func seriesWithJSON(id: Int) async throws -> (series: Series, json: Data) {
        let answer = try await core.getRecordKeepingJSON("/series/\(id)", as: Series.self)
        return (answer.value, answer.json)
    }

    /// Searches the metadata provider: a title, `tvdb:81189`, `tmdb:1396` or `imdb:tt0903747`.
    public func lookup(term: String) async throws -> [Series] {
        try await core.get("/series/lookup", query: [("term", term)])
    }

    /// Adds a series (a lookup result with a quality profile, a root folder and add options).
    public func addSeries(_ series: Series) async throws -> Series {
        try await core.send(.POST, "/series", body: series)
    }

    /// Saves changes to a series. Sonarr's PUT replaces every editable field, so the series
    /// is read again as the server has it, `series`'s editable fields are laid over that whole
    /// object (fields this build does not know are kept), and the result is sent back;
    /// `moveFiles` moves its folder when the path changed.
    public func updateSeries(_ series: Series, moveFiles: Bool = false) async throws -> Series {
        guard let id = series.id else { throw core.error(.notFound(resource: "A series without an id", detail: nil)) }
        var whole: JSONValue = try await core.get("/series/\(id)")
        let edited = try JSONValue(encoding: series)
        for field in Self.editableFields {
            if let value = edited[field] { whole[field] = value }
        }
        return try await core.send(.PUT, "/series/\(id)", query: [("moveFiles", "\(moveFiles)")], body: whole)
    }

    /// The fields `PUT /series/{id}` replaces.
    static let editableFields = [
        "monitored", "monitorNewItems", "qualityProfileId", "languageProfileId", "seriesType", "seasonFolder", "path",
        "rootFolderPath", "tags", "seasons",
    ]

    /// Deletes a series, optionally with its files and an import-list exclusion.
    public func deleteSeries(id: Int, deleteFiles: Bool = false, addImportListExclusion: Bool = false) async throws {
        _ = try await core.send(
            .DELETE, "/series/\(id)",
            query: [("deleteFiles", "\(deleteFiles)"), ("addImportListExclusion", "\(addImportListExclusion)")])
    }

    /// Changes several series at once (one request).
    public func editSeries(_ request: SeriesEditorRequest) async throws -> [Series] {
        try await core.send(.PUT, "/series/editor", body: request)
    }

    /// Deletes several series at once (one request).
    public func deleteSeries(_ request: SeriesEditorDeletion) async throws {
        try await core.sendIgnoringAnswer(.DELETE, "/series/editor", body: request)
    }

    /// Monitors whole series or seasons, optionally applying a preset to their episodes.
    public func seasonPass(_ request: SeasonPassRequest) async throws {
        try await core.sendIgnoringAnswer(.POST, "/seasonpass", body: request)
    }

    /// Monitors or unmonitors one season by sending the series back with that season flipped.
    public func setSeason(_ seasonNumber: Int, monitored: Bool, of series: Series) async throws -> Series {
        var changed = series
        changed.seasons = series.seasons.map { season in
            var season = season
            if season.seasonNumber == seasonNumber { season.monitored = monitored }
            return season
        }
        return try await updateSeries(changed)
    }

    /// The v3 language profiles (v4 answers one "Deprecated" stub).
    public func languageProfiles() async throws -> [LanguageProfile] { try await core.get("/languageprofile") }
}
