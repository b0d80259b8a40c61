import ArrKit
import Foundation
import SonarrAPI
import ThriftwoodCore

extension SeriesCommand.List {
    /// The list over every Sonarr of the profile (there are several and `--server` chose none):
    /// each server's series in the chosen order, a server column in the table, `{"service",
    /// "server", "record"}` items in `--json`. A server that cannot be read is named after the
    /// others are printed.
    func runAcrossServers(typed: CompiledFilter<Series>?) async throws {
        let (saved, sort, filter, search, json) = (saved, sort, filter, search, json)
        let reading: SeriesReading =
            json || search != nil || condition != nil || saved != nil ? .everything : .listColumns
        let (listings, failure) = try await connection.withServices(only: .sonarr) { clients in
            var listings: [ServiceListing] = []
            var failure: (String, any Error)?
            Progress.note("Fetching the series…")
            defer { Progress.done() }
            for chosen in clients {
                do {
                    guard let client = chosen.client as? SonarrClient else { throw CoreError.noService(.sonarr) }
                    let compiled = try await SavedFilterCLI.condition(
                        saved: saved, typed: typed, in: SavedFilterActions(vocabulary: .sonarr, client: { client }))
                    let library = try await Series.decodeList(try await client.seriesJSON(), reading: reading)
                    var query = SeriesQuery(sort: sort ?? .title, filter: filter, search: search ?? "")
                    query.condition = compiled
                    query.tagNames = try await tagNames(for: compiled?.expression, from: client)
                    let chosenRows = SeriesIndex(library.series, preparingAll: false).positions(for: query)
                    var listing = ServiceListing(
                        kind: .sonarr,
                        records: try chosenRows.map {
                            try JSONDecoder().decode(JSONValue.self, from: try Self.record(library, at: $0))
                        },
                        rows: library.series.withUnsafeBufferPointer { series in chosenRows.map { Self.row(series[$0]) }
                        },
                        sortKeys: [])
                    listing.server = chosen.name
                    listings.append(listing)
                } catch {
                    failure = failure ?? (chosen.name, error)
                }
            }
            return (listings, failure)
        }
        try printListings(
            listings, failure: failure, json: json,
            headers: ["ID", "TITLE", "YEAR", "EPISODES", "NETWORK", "STATUS", "NEXT AIRING"], empty: "No series match.")
    }
}
