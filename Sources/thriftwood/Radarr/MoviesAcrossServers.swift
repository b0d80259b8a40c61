import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

extension MoviesCommand.List {
    /// One Radarr's library as read for a list over several.
    private struct ServerLibrary {
        let name: String
        let library: DecodedLibrary
        let compiled: CompiledFilter<MovieSummary>?
        let names: [Int: String]
    }

    /// The list over every Radarr of the profile (there are several and `--server` chose none):
    /// one order across them, a server column in the table, `{"service", "server", "record"}`
    /// items in `--json`. A server that cannot be read is named after the others are printed.
    func runAcrossServers(typed: CompiledFilter<MovieSummary>?) async throws {
        let (saved, sort, descending, filter, search) = (saved, sort, descending, filter, search)
        let listings = try await connection.withServices(only: .radarr) { clients in
            var libraries: [ServerLibrary] = []
            var failure: (String, any Error)?
            Progress.note("Fetching the libraries…")
            defer { Progress.done() }
            for chosen in clients {
                do {
                    let client = try radarr(chosen.client)
                    let compiled = try await SavedFilterCLI.condition(
                        saved: saved, typed: typed, in: SavedFilterActions(vocabulary: .radarr, client: { client }))
                    let names = try await tagNames(for: compiled?.expression, from: client)
                    let library = try await MovieSummary.decodeLibrary(try await client.moviesJSON())
                    if let report = library.skippedReport { Progress.warn("\(chosen.name): \(report.description)") }
                    libraries.append(
                        ServerLibrary(name: chosen.name, library: library, compiled: compiled, names: names))
                } catch {
                    failure = failure ?? (chosen.name, error)
                }
            }
            return (
                try Self.listings(libraries, sort: sort, descending: descending, filter: filter, search: search),
                failure
            )
        }
        try printListings(
            listings.0, failure: listings.1, json: json, headers: ["ID", "TITLE", "YEAR", "STATUS", "SIZE"],
            empty: "No movies match.")
    }

    /// Every server's movies in one order (the sort, filter, search and each server's condition
    /// applied to all of them at once), as one listing per server whose rows keep their places.
    private static func listings(
        _ libraries: [ServerLibrary], sort: MovieSortKey?, descending: Bool, filter: MovieFilter, search: String?
    ) throws -> [ServiceListing] {
        var summaries: [MovieSummary] = []
        var owners: [Int] = []
        var jsons: [Data] = []
        for (owner, server) in libraries.enumerated() {
            for movie in server.library.movies {
                summaries.append(movie.summary)
                owners.append(owner)
                jsons.append(movie.json)
            }
        }
        let index = LibraryIndex(summaries, sortedBy: [sort ?? .title], preparingSearch: search != nil)
        let order = index.query(
            MovieListOptions(sort: sort ?? .title, ascending: !descending, filter: filter), search: search ?? ""
        )
        .filter { position in
            let server = libraries[owners[position]]
            return server.compiled?.admits(summaries[position], tagNames: server.names) ?? true
        }
        var rows = Array(repeating: [[String]](), count: libraries.count)
        var records = Array(repeating: [JSONValue](), count: libraries.count)
        var places = Array(repeating: [Double](), count: libraries.count)
        for (rank, position) in order.enumerated() {
            let owner = owners[position]
            rows[owner].append(row(summaries[position]))
            records[owner].append(
                jsons[position].isEmpty
                    ? try JSONValue(encoding: summaries[position])
                    : try JSONDecoder().decode(JSONValue.self, from: TerminalText.safeJSON(jsons[position])))
            places[owner].append(Double(rank))
        }
        return libraries.indices.map { owner in
            var listing = ServiceListing(
                kind: .radarr, records: records[owner], rows: rows[owner], sortKeys: places[owner])
            listing.server = libraries[owner].name
            return listing
        }
    }
}

extension ConnectionOptions {
    /// How many servers of `kind` a command reads: one for `--demo`, `--url` and `--server`, else
    /// the profile's enabled servers of that kind (none when there is no profile yet).
    func serverCount(of kind: ServiceKind) async throws -> Int {
        let environment = ProcessInfo.processInfo.environment
        if demo || url ?? environment["THRIFTWOOD_URL"] != nil || server != nil { return 1 }
        return try await withProfileServers(of: [kind]) { _, servers in servers.count }
    }
}
