import ArgumentParser
import Foundation
import RadarrAPI

/// `thriftwood movies …`: the library from the shell.
struct MoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies", abstract: "List and inspect movies.", subcommands: [List.self, Show.self])

    /// `thriftwood movies list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the library.")

        @OptionGroup var connection: ConnectionOptions
        @Option(help: "Only movies whose title or year contains this text.") var search: String?
        @Flag(help: "Print JSON with Radarr's field names.") var json = false

        func run() async throws {
            try await runReportingErrors {
                var movies = try await connection.withClient { try await $0.movies() }
                if let search, !search.isEmpty {
                    let needle = search.lowercased()
                    movies = movies.filter {
                        "\($0.title) \($0.originalTitle ?? "") \($0.year)".lowercased().contains(needle)
                    }
                }
                movies.sort { ($0.sortTitle ?? $0.title.lowercased()) < ($1.sortTitle ?? $1.title.lowercased()) }
                if json {
                    try printJSON(movies)
                } else {
                    printTable(
                        headers: ["ID", "TITLE", "YEAR", "STATUS", "SIZE"],
                        rows: movies.map { movie in
                            [
                                String(movie.id ?? 0), movie.title, String(movie.year),
                                movie.hasFile ? "downloaded" : (movie.monitored ? "missing" : "unmonitored"),
                                movie.sizeOnDisk > 0
                                    ? ByteCountFormatter.string(fromByteCount: movie.sizeOnDisk, countStyle: .file)
                                    : "-",
                            ]
                        })
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
                let movie = try await connection.withClient { try await $0.movie(id: id) }
                if json {
                    try printJSON(movie)
                } else {
                    print("\(movie.title) (\(movie.year))")
                    print(movie.overview ?? "")
                    print(
                        "Status: \(movie.status?.wireName ?? "?")  Monitored: \(movie.monitored)  Downloaded: \(movie.hasFile)"
                    )
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
    let encoder = RadarrJSON.makeEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

/// Prints rows as an aligned table that fits the terminal width.
func printTable(headers: [String], rows: [[String]]) {
    let width = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 120
    var widths = headers.map(\.count)
    for row in rows {
        for (index, cell) in row.enumerated() where index < widths.count {
            widths[index] = max(widths[index], cell.count)
        }
    }
    let fixed = widths.enumerated().filter { $0.offset != 1 }.map(\.element).reduce(0, +) + 2 * (widths.count - 1)
    if widths.count > 1 { widths[1] = max(10, min(widths[1], width - fixed)) }
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            let limit = widths[index]
            let clipped = cell.count > limit ? String(cell.prefix(limit - 1)) + "…" : cell
            return clipped.padding(toLength: limit, withPad: " ", startingAt: 0)
        }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    print(line(headers))
    for row in rows { print(line(row)) }
}
