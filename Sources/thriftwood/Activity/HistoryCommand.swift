import ArgumentParser
import ArrKit
import DownloadKit
import Foundation
import LidarrAPI
import RadarrAPI
import SonarrAPI
import ThriftwoodCore

/// `thriftwood history`.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "Show history, newest first.")

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "Only this service: radarr, sonarr or lidarr.") var service: ServiceKind?
    @Option(help: "The page, from 1.") var page = 1
    @Option(name: .customLong("page-size"), help: "Records per page (1–1000).") var pageSize = 50
    @Option(help: "Only this event: grabbed, imported, failed, deleted, renamed, ignored.") var event: ActivityEvent?
    @Flag(help: "Print JSON (the array of records).") var json = false
    @Option(
        help: ArgumentHelp(
            "Mark the release of this history record (grabbed or imported) as failed: the server blocklists it and searches again.",
            valueName: "id"))
    var fail: Int?
    @Flag(help: "Yes, mark it as failed (with --fail).") var yes = false

    func validate() throws {
        try PageOptions.validate(page: page, pageSize: pageSize)
        if yes, fail == nil { throw ValidationError("--yes goes with --fail ID") }
    }

    /// "page 1 of 3 (120 records)", with the service when there are several.
    static func pageLine<Record>(_ kind: ServiceKind, _ result: Paged<Record>) -> String {
        "\(kind.displayName): page \(result.page) of \(max(1, result.pageCount)) "
            + "(\(Format.plural(result.totalRecords, "record")))"
    }

    func run() async throws {
        if let fail { return try await MarkFailed.run(fail, service: service, connection: connection, yes: yes) }
        try await runReportingErrors {
            var pages: [String] = []
            let (page, pageSize, event) = (page, pageSize, event)
            try await connection.list(
                only: service, json: json, headers: ["ID", "DATE", "EVENT", "TITLE"],
                empty: "No history\(event == nil ? "" : " of that kind") on this page.",
                extra: { listings in
                    // Each server's page line, in the profile's order, whatever order they answered in.
                    pages = listings.compactMap(\.footnote)
                    return []
                }
            ) { kind, client in
                if let lidarr = client as? LidarrClient {
                    let line = Gathered<String>()
                    var listing = try await LidarrListings.history(
                        lidarr, page: page, pageSize: pageSize, event: event, pages: { line.append($0) })
                    listing.footnote = line.all.first
                    return listing
                }
                if let sonarr = client as? SonarrClient {
                    let result = try await sonarr.history(
                        page: page, pageSize: pageSize, eventType: event.map(SonarrActivity.eventType))
                    var listing = try ServiceListing(kind, result.records) {
                        [
                            String($0.id), Format.dateTime($0.date), SonarrLabels.event($0.eventType).text,
                            $0.sourceTitle ?? SonarrLabels.subject(of: $0),
                        ]
                    }.ordered(by: result.records.map { -($0.date?.timeIntervalSince1970 ?? -Double.infinity) })
                    listing.footnote = Self.pageLine(kind, result)
                    return listing
                }
                let result = try await radarr(client).history(
                    page: page, pageSize: pageSize, eventType: event.map(RadarrActivity.eventType))
                var listing = try ServiceListing(kind, result.records) {
                    [
                        String($0.id), Format.dateTime($0.date), RadarrLabels.event($0.eventType).text,
                        $0.sourceTitle ?? "",
                    ]
                }.ordered(by: result.records.map { -($0.date?.timeIntervalSince1970 ?? -Double.infinity) })
                listing.footnote = Self.pageLine(kind, result)
                return listing
            }
            if !json { pages.forEach { print($0) } }
        }
    }
}
