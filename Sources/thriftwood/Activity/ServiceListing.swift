import ArgumentParser
import ArrKit
import Foundation
import ThriftwoodCore

/// One service's part of a shared command's answer (queue, history, calendar, missing,
/// lookup): its records for `--json`, its rows for the table.
struct ServiceListing {
    /// The service.
    let kind: ServiceKind
    /// The server's name in the profile ("Radarr 4K"), set once it is known.
    var server: String?
    /// The records as JSON, with the service's own field names.
    let records: [JSONValue]
    /// The table rows, without the service column.
    let rows: [[String]]
    /// Where each row goes when several services' rows make one table (a time, a date), or
    /// empty to keep each service's rows together.
    let sortKeys: [Double]
    /// A line the command prints after the table for this server ("Radarr: page 1 of 3").
    var footnote: String?

    /// A listing of `records`, each shown as `row`.
    init<Record: Encodable>(_ kind: ServiceKind, _ records: [Record], row: (Record) -> [String]) throws {
        self.kind = kind
        self.records = try records.map { try JSONValue(encoding: $0) }
        self.rows = records.map(row)
        self.sortKeys = []
    }

    /// A listing of records the client already holds as JSON (a download client's own), each
    /// shown as `row`: kept as they are, not encoded again.
    init(_ kind: ServiceKind, _ records: [JSONValue], row: (JSONValue) -> [String]) {
        self.kind = kind
        self.records = records
        self.rows = records.map(row)
        self.sortKeys = []
    }

    /// A listing of rows already made, with its records (none for rows no server record backs).
    init(kind: ServiceKind, records: [JSONValue], rows: [[String]], sortKeys: [Double]) {
        self.kind = kind
        self.records = records
        self.rows = rows
        self.sortKeys = sortKeys
    }

    /// The same records shown as `rows` (when a record makes several rows, or none), with
    /// each row's place in a table of several services.
    func replacingRows(_ rows: [[String]], sortKeys: [Double] = []) -> ServiceListing {
        ServiceListing(kind: kind, records: records, rows: rows, sortKeys: sortKeys)
    }

    /// The same rows, each with its place in a table of several services (smaller first).
    func ordered(by sortKeys: [Double]) -> ServiceListing {
        ServiceListing(kind: kind, records: records, rows: rows, sortKeys: sortKeys)
    }
}

/// Several services' rows as one table with a service column: in one order across services
/// when every listing gives its rows' places (chronological history, calendar, queue by time
/// left), else service by service.
func mergedRows(_ listings: [ServiceListing]) -> [[String]] {
    let tagged = listings.flatMap { listing in
        listing.rows.enumerated().map { position, row in
            (
                row: [listing.server ?? listing.kind.displayName] + row,
                key: listing.sortKeys.indices.contains(position)
                    ? listing.sortKeys[position] : Double.infinity
            )
        }
    }
    guard listings.allSatisfy({ $0.sortKeys.count == $0.rows.count }) else { return tagged.map(\.row) }
    return tagged.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
        .map(\.element.row)
}

/// What one record of a several-service `--json` answer looks like.
private struct TaggedRecord: Encodable {
    let service: ServiceKind
    let server: String
    let record: JSONValue
}

extension ConnectionOptions {
    /// Runs `body` for each chosen service (see ``withServices(only:_:)``), every server at
    /// once so the slowest bounds the command, and prints what they answered in the profile's
    /// order: one service prints its own records (or table); several print a `service` column,
    /// or `{"service": …, "record": …}` items. A service that fails does not hide the others:
    /// they are printed, then the failure ends the command.
    func list(
        only: ServiceKind?, json: Bool, headers: [String], empty: String,
        extra: ([ServiceListing]) async throws -> [ServiceListing] = { _ in [] },
        _ body: @escaping @Sendable (ServiceKind, any ArrServiceClient) async throws -> ServiceListing
    ) async throws {
        let (arrListings, failure) = try await withServices(only: only) { clients in
            let answers = await eachAtOnce(clients) { chosen in try await body(chosen.kind, chosen.client) }
            var listings: [ServiceListing] = []
            var failure: (String, any Error)?
            for (chosen, answer) in zip(clients, answers) {
                switch answer {
                case .success(var listing):
                    listing.server = chosen.name
                    listings.append(listing)
                case .failure(let error):
                    if clients.count == 1 { throw error }
                    failure = failure ?? (chosen.name, error)
                }
            }
            return (listings, failure)
        }
        let listings = arrListings + (try await extra(arrListings))
        try printListings(listings, failure: failure, json: json, headers: headers, empty: empty)
    }

    /// Runs `body` with the one chosen service's client: `--service`, the `--url` server's
    /// own kind, or the profile's only service (with several, `--service` must say which).
    func withOneService<T>(
        _ only: ServiceKind?, _ body: (ServiceKind, any ArrServiceClient) async throws -> T
    ) async throws -> T {
        try await withServices(only: only) { clients in
            guard clients.count == 1, let chosen = clients.first else {
                throw CLIError(
                    "\(clients.map(\.name).joined(separator: " and ")) are all chosen; "
                        + "say which with --service or --server.")
            }
            return try await body(chosen.kind, chosen.client)
        }
    }
}

/// Prints what several servers answered: one server prints its own records (or table);
/// several print a server column, or `{"service": …, "server": …, "record": …}` items. A
/// server that failed does not hide the others: they are printed, then its failure ends the command.
func printListings(
    _ listings: [ServiceListing], failure: (String, any Error)?, json: Bool, headers: [String], empty: String
) throws {
    let several = listings.count > 1 || failure != nil
    if json {
        if several {
            try printJSON(
                listings.flatMap { listing in
                    listing.records.map {
                        TaggedRecord(
                            service: listing.kind, server: listing.server ?? listing.kind.displayName, record: $0)
                    }
                })
        } else {
            try printJSON(listings.first?.records ?? [])
        }
    } else if several {
        printTable(headers: ["SERVICE"] + headers, rows: mergedRows(listings), empty: empty)
    } else {
        printTable(headers: headers, rows: listings.first?.rows ?? [], empty: empty)
    }
    if let (name, error) = failure {
        Progress.warn("\(name) could not be read; the list above is without it.")
        throw error
    }
}
