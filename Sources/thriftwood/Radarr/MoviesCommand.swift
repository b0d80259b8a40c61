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
            List.self, Show.self, MovieAdd.self, MovieEdit.self, MovieDelete.self, MovieSearch.self, MovieReleases.self,
            MovieGrab.self, MovieFilters.self,
        ])

    /// `thriftwood movies list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the library, sorted, filtered and searched.")

        @OptionGroup var connection: ConnectionOptions
        @Option(help: "Sort by: \(MovieSortKey.allCases.map(\.rawValue).joined(separator: ", ")).")
        var sort: MovieSortKey = .title
        @Flag(help: "Sort largest, newest or last first.") var descending = false
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

        func validate() throws {
            _ = try checkedCondition(condition, MovieSummary.self)
        }

        func run() async throws {
            try await runReportingErrors {
                let typed = try checkedCondition(condition, MovieSummary.self)
                let (library, compiled, names) = try await connection.withClient { client in
                    let compiled = try await SavedFilterCLI.condition(
                        saved: saved, typed: typed, in: SavedFilterActions(vocabulary: .radarr, client: { client }))
                    Progress.note("Fetching the library…")
                    defer { Progress.done() }
                    let names = try await tagNames(for: compiled?.expression, from: client)
                    return (try await MovieSummary.decodeLibrary(try await client.moviesJSON()), compiled, names)
                }
                if let report = library.skippedReport { Progress.warn(report.description) }
                let order = LibraryIndex(library.movies.map(\.summary)).query(
                    MovieListOptions(sort: sort, ascending: !descending, filter: filter), search: search ?? ""
                )
                .filter { compiled?.admits(library.movies[$0].summary, tagNames: names) ?? true }
                let chosen = order.map { library.movies[$0].summary }
                if json {
                    // The server's own JSON for each movie, in the chosen order: every Radarr field, no re-encoding.
                    var output = Data("[".utf8)
                    for (position, index) in order.enumerated() {
                        if position > 0 { output.append(contentsOf: Array(",\n".utf8)) }
                        let raw = library.movies[index].json
                        if raw.isEmpty {
                            output.append(try ArrJSON.makeEncoder().encode(library.movies[index].summary))
                        } else {
                            output.append(TerminalText.safeJSON(raw))
                        }
                    }
                    output.append(contentsOf: Array("]\n".utf8))
                    writeSafeOutput(output)
                } else {
                    printTable(
                        headers: ["ID", "TITLE", "YEAR", "STATUS", "SIZE"],
                        rows: chosen.map { movie in
                            [
                                String(movie.id), movie.title, movie.year > 0 ? String(movie.year) : "-",
                                movie.fileStatus.text.lowercased(),
                                Format.sizeOnDisk(movie.sizeOnDisk),
                            ]
                        }, empty: "No movies match.")
                }
            }
        }
    }

    /// `thriftwood movies show ID`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show one movie.")

        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The movie's id.") var id: Int
        @Flag(help: "Print JSON with Radarr's field names.") var json = false

        func run() async throws {
            try await runReportingErrors {
                let (movie, raw) = try await connection.withClient { try await $0.movieWithJSON(id: id) }
                if json {
                    printServerJSON(raw)
                } else {
                    print(RadarrLabels.title(movie.title, year: movie.year))
                    print(movie.overview ?? "")
                    print(
                        "\(movie.fileStatus.text) · \(movie.monitored ? "monitored" : "not monitored") · "
                            + RadarrLabels.releaseStatus(movie.status))
                    if let path = movie.path { print("Path: \(path)") }
                    if let file = movie.movieFile {
                        print("File: \(file.relativePath ?? "?") [\(file.quality?.name ?? "?")]")
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
