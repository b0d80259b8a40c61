import ArrKit
import Foundation
import SonarrAPI
import Testing

/// How many records a fixture holds: an array's length, a page's `records`, or 1.
private func recordCount(_ data: Data) throws -> Int {
    let value = try JSONSerialization.jsonObject(with: data)
    if let array = value as? [Any] { return array.count }
    if let page = value as? [String: Any], let records = page["records"] as? [Any] { return records.count }
    return 1
}

/// A client call that reads one recorded answer and says how many records it kept.
private typealias Reader = @Sendable (SonarrClient) async throws -> Int

/// Which client call reads each recorded answer.
private let readers: [String: Reader] = {
    var table: [String: Reader] = [:]
    func add(_ paths: [String], _ reader: @escaping Reader) { for path in paths { table[path] = reader } }
    add(["pyarr/sonarr/series_all.json"]) { try await $0.series().count }
    add(["aiopyarr/sonarr/series.json", "pyarr/sonarr/series.json"]) {
        _ = try await $0.series(id: 1); return 1
    }
    add(["aiopyarr/sonarr/series-lookup.json", "pyarr/sonarr/series_lookup.json"]) {
        try await $0.lookup(term: "house").count
    }
    add(["aiopyarr/sonarr/episode.json", "pyarr/sonarr/episode.json", "pyarr/sonarr/episode_update.json"]) {
        _ = try await $0.episode(id: 1)
        return 1
    }
    add(["pyarr/sonarr/episode_series.json", "aiopyarr/sonarr/episodemonitor.json"]) {
        try await $0.episodes(seriesId: 1).count
    }
    add(["aiopyarr/sonarr/calendar.json", "aiopyarr/sonarr/calendar-extended.json", "pyarr/sonarr/calendar.json"]) {
        try await $0.calendar(start: Date(), end: Date()).count
    }
    add(["aiopyarr/sonarr/episodefile.json", "pyarr/sonarr/episodefile.json"]) {
        _ = try await $0.episodeFile(id: 1)
        return 1
    }
    add(["pyarr/sonarr/episodefile_series.json"]) { try await $0.episodeFiles(seriesId: 1).count }
    add([
        "aiopyarr/sonarr/queue.json", "aiopyarr/sonarr/queue-2.json", "pyarr/sonarr/queue.json",
        "home-assistant/queue_season_pack.json",
    ]) { try await $0.queue().records.count }
    add(["aiopyarr/sonarr/history.json", "pyarr/sonarr/history.json"]) { try await $0.history().records.count }
    add(["aiopyarr/sonarr/release.json", "pyarr/sonarr/release.json"]) { try await $0.releases(episodeId: 1).count }
    add(["pyarr/sonarr/release_download.json"]) {
        _ = try await $0.grab(SonarrGrabRequest(guid: "g", indexerId: 1))
        return 1
    }
    add([
        "aiopyarr/sonarr/wantedmissing.json", "aiopyarr/sonarr/wantedmissing-extended.json",
        "pyarr/sonarr/wanted_missing.json", "pyarr/sonarr/wanted_missing_extended.json",
    ]) { try await $0.missing().records.count }
    add(["aiopyarr/sonarr/languageprofile.json"]) { try await $0.languageProfiles().count }
    add(["aiopyarr/common/system-status.json", "pyarr/sonarr/system_status.json"]) {
        _ = try await $0.systemStatus()
        return 1
    }
    add(["aiopyarr/common/health.json", "pyarr/sonarr/health.json"]) { try await $0.health().count }
    add(["aiopyarr/common/diskspace.json", "pyarr/sonarr/diskspace.json"]) { try await $0.diskSpace().count }
    add([
        "aiopyarr/common/qualityprofile.json", "pyarr/sonarr/quality_profile_all.json",
        "pyarr/common/qualityprofileall.json",
    ]) { try await $0.qualityProfiles().count }
    add(["aiopyarr/common/rootfolder.json", "pyarr/sonarr/rootfolder_all.json"]) { try await $0.rootFolders().count }
    add(["pyarr/sonarr/tag_all.json"]) { try await $0.tags().count }
    add(["aiopyarr/common/tag.json", "pyarr/sonarr/tag.json"]) {
        _ = try await $0.createTag(label: "kids")
        return 1
    }
    add(["aiopyarr/common/command.json", "pyarr/sonarr/command.json"]) {
        _ = try await $0.command(id: 1)
        return 1
    }
    add(["aiopyarr/common/commands.json", "pyarr/sonarr/command_all.json"]) { try await $0.commands().count }
    add(["aiopyarr/common/queue-status.json"]) {
        _ = try await $0.queueStatus()
        return 1
    }
    add(["aiopyarr/common/logs.json", "pyarr/sonarr/log.json"]) { try await $0.logs().records.count }
    return table
}()

/// Recorded answers of endpoints Thriftwood does not read (settings, indexers, backups, …):
/// they are checked to be JSON, so a new fixture has to be placed in one list or the other.
private let notRead: Set<String> = [
    "aiopyarr/common/config-host.json", "aiopyarr/common/config-indexer.json",
    "aiopyarr/common/config-mediamanagement.json", "aiopyarr/common/config-ui.json",
    "aiopyarr/common/customfilter.json",
    "aiopyarr/common/delayprofile.json", "aiopyarr/common/downloadclient.json",
    "aiopyarr/common/downloadclientconfig.json", "aiopyarr/common/exclusions.json",
    "aiopyarr/common/filesystem-mediafiles.json", "aiopyarr/common/filesystem.json", "aiopyarr/common/indexer.json",
    "aiopyarr/common/language.json", "aiopyarr/common/localization.json", "aiopyarr/common/log-file.json",
    "aiopyarr/common/metadata.json", "aiopyarr/common/qualitydefinition.json", "aiopyarr/common/releaseprofile.json",
    "aiopyarr/common/remotepathmapping.json", "aiopyarr/common/restart.json", "aiopyarr/common/shutdown.json",
    "aiopyarr/common/system-backup.json", "aiopyarr/common/system-task.json", "aiopyarr/common/update.json",
    "aiopyarr/common/validation-failed.json", "aiopyarr/common/validation.json", "aiopyarr/sonarr/blocklist.json",
    "aiopyarr/sonarr/config-naming.json", "aiopyarr/sonarr/importlist.json", "aiopyarr/sonarr/manualimport.json",
    "aiopyarr/sonarr/notification.json", "aiopyarr/sonarr/parse.json", "aiopyarr/sonarr/queue-details.json",
    "aiopyarr/sonarr/rename.json", "aiopyarr/sonarr/tag-detail.json", "pyarr/common/qualityprofile.json",
    "pyarr/common/rootfolder.json", "pyarr/sonarr/backup.json", "pyarr/sonarr/blocklist.json",
    "pyarr/sonarr/config_downloadclient.json", "pyarr/sonarr/config_host.json", "pyarr/sonarr/config_naming.json",
    "pyarr/sonarr/config_ui.json", "pyarr/sonarr/download_client_schema_all.json", "pyarr/sonarr/downloadclient.json",
    "pyarr/sonarr/downloadclient_all.json", "pyarr/sonarr/file_quality.json", "pyarr/sonarr/import_list.json",
    "pyarr/sonarr/import_list_all.json", "pyarr/sonarr/import_list_schema_all.json", "pyarr/sonarr/indexer.json",
    "pyarr/sonarr/indexer_all.json", "pyarr/sonarr/media_management.json", "pyarr/sonarr/metadata.json",
    "pyarr/sonarr/metadata_all.json", "pyarr/sonarr/notification.json", "pyarr/sonarr/notification_all.json",
    "pyarr/sonarr/notification_schema_all.json", "pyarr/sonarr/parse.json", "pyarr/sonarr/quality_definition.json",
    "pyarr/sonarr/quality_definition_all.json", "pyarr/sonarr/quality_profile.json",
    "pyarr/sonarr/remotepathmapping.json", "pyarr/sonarr/remotepathmapping_all.json", "pyarr/sonarr/rootfolder.json",
    "pyarr/sonarr/system_task.json", "pyarr/sonarr/system_task_all.json", "pyarr/sonarr/tag_detail.json",
    "pyarr/sonarr/tag_detail_all.json", "pyarr/sonarr/update.json",
]

@Suite("Every recorded Sonarr answer decodes")
struct FixtureDecodingTests {
    @Test("every fixture is either read by the client or listed as an endpoint Thriftwood does not read")
    func everyFixtureIsPlaced() throws {
        let unplaced = try allFixtures().filter { readers[$0] == nil && !notRead.contains($0) }
        #expect(unplaced == [])
    }

    @Test(
        "the client reads each recorded answer whole: no record is left out",
        arguments: readers.keys.sorted())
    func readsWhole(path: String) async throws {
        let data = try fixture(path)
        let skips = SkipLog()
        let (client, _) = client(answering: data, skips: skips)
        let reader = try #require(readers[path])
        let kept = try await reader(client)
        #expect(kept == (try recordCount(data)))
        #expect(skips.all.isEmpty, "\(skips.all.map(\.description))")
    }

    @Test("the answers Thriftwood does not read are still well-formed JSON", arguments: notRead.sorted())
    func unreadAreJSON(path: String) throws {
        _ = try JSONDecoder().decode(JSONValue.self, from: try fixture(path))
    }
}
