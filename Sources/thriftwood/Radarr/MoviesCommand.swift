import ArgumentParser
import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

extension MovieSortKey: ExpressibleByArgument {}
extension MovieFilter: ExpressibleByArgument {}

/// `thriftwood movies …`: the library from the shell.
struct MoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies", abstract: "List, inspect, add, edit, delete and search movies.",
        subcommands: [
            List.self, Show.self, MovieAdd.self, MovieEdit.self, LibraryDelete<MovieDeletion>.self, MovieSearch.self,
            MovieReleases.self,
            MovieGrab.self, MovieFilters.self,
        ])

    /// `thriftwood movies list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the library, sorted, filtered and searched.")

        @OptionGroup var connection: ConnectionOptions
        @Option(
            help: """
                Sort by: \(MovieSortKey.allCases.map(\.rawValue).joined(separator: ", ")) (default: title; \
                --json with nothing else asked keeps Radarr's order).
                """)
        var sort: MovieSortKey?
        @Flag(help: "Sort largest, newest or last first (size sorts largest first unless --ascending).")
        var descending = false
        @Flag(help: "Sort smallest, oldest or first first (for --sort size).") var ascending = false
        @Option(help: "Only: \(MovieFilter.allCases.map(\.rawValue).joined(separator: ", ")).")
        var filter: MovieFilter = .all
        @Option(help: "Only movies whose title, original title or year contain every word.") var search: String?
        @Option(
            name: .customLong("where"),
            help: "Only movies the condition admits, e.g. 'monitored and not hasFile and year >= 2020'.")
        var condition: String?
        @Option(help: "Only movies Radarr's saved filter of this name admits (see `movies filters`).")
        var saved: String?
        @Flag(help: "Print JSON with Radarr's field names.") var json = false

        /// Whether the list runs smallest first: as asked, else the key's natural order (size:
        /// largest first, what a person sorting by size looks for).
        var inAscendingOrder: Bool {
            if descending { return false }
            if ascending { return true }
            return !(sort?.largestFirst ?? false)
        }

        func validate() throws {
            if descending && ascending { throw ValidationError("Choose --ascending or --descending, not both.") }
            _ = try checkedCondition(condition, MovieSummary.self)
        }

        /// `--json` with no sort, filter, search or condition prints Radarr's answer as it came:
        /// nothing in it needs reading.
        private var printsServerRecords: Bool {
            json && sort == nil && !descending && !ascending && filter == .all && search == nil && condition == nil
                && saved == nil
        }

        /// A movie's JSON as Radarr sent it, made safe; encoded from the summary when none was kept.
        private static func record(_ summary: MovieSummary, json: Data) throws -> Data {
            json.isEmpty ? try ArrJSON.makeEncoder().encode(summary) : TerminalText.safeJSON(json)
        }

        func run() async throws {
            try await runReportingErrors {
                // Several Radarrs and no --server: every one of them, each row naming its server.
                if try await connection.serverCount(of: .radarr) > 1 {
                    try await runAcrossServers(typed: try checkedCondition(condition, MovieSummary.self))
                    return
                }
                if printsServerRecords {
                    let body = try await connection.withArr(.radarr, as: RadarrClient.self) { client in
                        Progress.note("Fetching the library…")
                        defer { Progress.done() }
                        return try await client.moviesJSON()
                    }
                    if writeServerRecords(body) { return }
                    // Not a JSON array: decoding says what is wrong with it.
                    let library = try await MovieSummary.decodeLibrary(body)
                    if let report = library.skippedReport { Progress.warn(report.description) }
                    writeSafeJSONArray(try library.movies.map { try Self.record($0.summary, json: $0.json) })
                    return
                }
                let typed = try checkedCondition(condition, MovieSummary.self)
                let (library, compiled, names, states) = try await connection.withArr(.radarr, as: RadarrClient.self) {
                    client in
                    let compiled = try await SavedFilterCLI.condition(
                        saved: saved, typed: typed, in: SavedFilterActions(vocabulary: .radarr, client: { client }))
                    Progress.note("Fetching the library…")
                    defer { Progress.done() }
                    let names = try await tagNames(for: compiled?.expression, from: client)
                    let library = try await MovieSummary.decodeLibrary(try await client.moviesJSON())
                    // The table's STATUS reads the queue too; `--json` prints the server's records alone.
                    let states = json ? MovieQueueStates() : await Self.queueStates(client)
                    return (library, compiled, names, states)
                }
                if let report = library.skippedReport { Progress.warn(report.description) }
                let index = LibraryIndex(
                    library.movies.map(\.summary), sortedBy: [sort ?? .title], preparingSearch: search != nil)
                let order = index.query(
                    MovieListOptions(sort: sort ?? .title, ascending: inAscendingOrder, filter: filter),
                    search: search ?? ""
                )
                .filter { compiled?.admits(library.movies[$0].summary, tagNames: names) ?? true }
                if json {
                    // The server's own JSON for each movie, in the chosen order: every Radarr field, no re-encoding.
                    writeSafeJSONArray(
                        try order.map { try Self.record(library.movies[$0].summary, json: library.movies[$0].json) })
                } else {
                    printTable(
                        headers: ["ID", "TITLE", "YEAR", "STATUS", "SIZE"],
                        rows: index.movies.withUnsafeBufferPointer { movies in
                            order.map { Self.row(movies[$0], states: states) }
                        },
                        empty: "No movies match.")
                }
            }
        }

        /// The table's cells for `movie` (borrowed, not copied: a table has thousands); a movie
        /// in the queue reads as the queue has it ("downloading 77%"), not "missing".
        static func row(_ movie: borrowing MovieSummary, states: MovieQueueStates = MovieQueueStates()) -> [String] {
            [
                String(movie.id), movie.title, movie.year > 0 ? String(movie.year) : "-",
                (states[movie.id] ?? movie.fileStatus).text.lowercased(), Format.sizeOnDisk(movie.sizeOnDisk),
            ]
        }

        /// What the queue says of the movies in it; when it cannot be read the files' statuses
        /// stand, and stderr says so.
        static func queueStates(_ client: RadarrClient) async -> MovieQueueStates {
            do {
                return MovieQueueStates(try await client.queue(pageSize: 500).records)
            } catch {
                Progress.warn("The queue could not be read (\(CoreError(error).description)); STATUS is each file's.")
                return MovieQueueStates()
            }
        }
    }

    /// `thriftwood movies show ID`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one movie.")

        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The movie's id.") var id: Int
        @Flag(help: "Print JSON with Radarr's field names.") var json = false
        @OptionGroup var picture: PosterOptions

        func run() async throws {
            try await runReportingErrors {
                // The status the list, the app and the browser show: the queue's state while it
                // downloads ("Downloading 57%"), else its file's.
                let (movie, raw, queued) = try await connection.withArr(.radarr, as: RadarrClient.self) { client in
                    let (movie, raw) = try await client.movieWithJSON(id: id)
                    guard !json, let id = movie.id else { return (movie, raw, StatusLabel?.none) }
                    let queued = await List.queueStates(client)[id]
                    return (movie, raw, queued)
                }
                if json {
                    printServerJSON(raw)
                } else {
                    print(RadarrLabels.title(movie.title, year: movie.year))
                    print(movie.overview ?? "")
                    print(
                        "\((queued ?? movie.fileStatus).text) · \(movie.monitored ? "monitored" : "not monitored") · "
                            + RadarrLabels.releaseStatus(movie.status))
                    if let path = movie.path { print("Path: \(path)") }
                    if let file = movie.movieFile {
                        print("File: \(file.relativePath ?? "?") [\(file.quality?.name ?? "?")]")
                    }
                }
                // With --json only --poster-file: the drawing would not be JSON.
                let picture = json ? picture.savingOnly : picture
                if picture.wanted {
                    try await connection.withArr(.radarr, as: RadarrClient.self) {
                        try await picture.show(RadarrPictures.poster(id), from: $0)
                    }
                }
            }
        }
    }
}

/// Prints a value as JSON with Radarr's field names.
func printJSON(_ value: some Encodable) throws {
    let encoder = ArrJSON.makeEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    writeSafeOutput(TerminalText.safeJSON(try encoder.encode(value)) + Data("\n".utf8))
}

/// Prints records already held as JSON (a download client's own) the same way, written in one
/// pass instead of through `Encodable`; `throws` only to share its callers' shape with the above.
func printJSON(_ records: [JSONValue]) throws {
    writeSafeOutput(TerminalText.safeJSON(JSONValue.array(records).prettyPrinted()) + Data("\n".utf8))
}

/// The `--where` condition read and checked for `subject`'s fields; a bad one is a usage
/// error that shows the word it is about.
func checkedCondition<Subject: FilterSubject>(
    _ text: String?, _ subject: Subject.Type
) throws(ValidationError) -> CompiledFilter<Subject>? {
    guard let text else { return nil }
    do {
        return try CompiledFilter<Subject>(text)
    } catch {
        let shown = error.excerpt(of: text, width: max(20, terminalWidth() - 2))
        throw ValidationError(
            "--where: \(error.message)\n  \(shown.text)\n  \(String(repeating: " ", count: shown.caret))^")
    }
}

/// Prints a list answer exactly as the server sent it (control characters made safe), nothing
/// read beyond its two ends; false, printing nothing, when `body` is not a JSON array.
func writeServerRecords(_ body: Data) -> Bool {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    guard body.first(where: { !isSpace($0) }) == UInt8(ascii: "["),
        body.last(where: { !isSpace($0) }) == UInt8(ascii: "]")
    else { return false }
    writeSafeOutput(TerminalText.safeJSON(body))
    writeSafeOutput(Data("\n".utf8))
    return true
}

/// Prints one record exactly as the server sent it (control characters made safe).
func printServerJSON(_ raw: Data) {
    writeSafeOutput(TerminalText.safeJSON(raw) + Data("\n".utf8))
}

/// The terminal's width when stdout is one, else `$COLUMNS`, else 120.
func terminalWidth() -> Int {
    var size = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        return Int(size.ws_col)
    }
    return Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 120
}
