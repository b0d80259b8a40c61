import ArgumentParser
import ArrKit
import Foundation
import ThriftwoodCore

/// `thriftwood import list|apply`: what an *arr offers to import by hand from a download or a
/// folder on the server, and importing it with the server's `ManualImport` command.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a download (or a folder on the server) by hand, as Radarr, Sonarr or Lidarr offers it.",
        subcommands: [List.self, Apply.self], defaultSubcommand: List.self)

    /// Where the files are: a download (its id, as `queue --json` gives it) or a folder.
    struct Source: ParsableArguments {
        @Option(help: "The download's id (downloadId in `queue --json`).") var download: String?
        @Option(help: "A folder on the server.") var folder: String?

        func validate() throws {
            if (download == nil) == (folder == nil) {
                throw ValidationError("Name one --download ID or one --folder PATH")
            }
        }

        func candidates(_ client: any ArrServiceClient) async throws -> [ManualImportCandidate] {
            try await client.manualImport(downloadId: download, folder: folder)
        }

        var words: String { download.map { "download \($0)" } ?? "folder \(folder ?? "")" }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the files the server offers, what it matched each to, and why it did not import them.")
        @OptionGroup var options: AdminServerOptions
        @OptionGroup var source: Source
        @Flag(help: "Print JSON (the files with their match and rejections).") var json = false

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    let candidates = try await source.candidates(chosen.client)
                    if json { return try printJSON(candidates) }
                    var table = AdminRows.manualImport(
                        candidates, included: AdminRows.importable(candidates), server: chosen.name)
                    table.empty = "\(chosen.name) offers nothing to import from \(source.words)."
                    printAdminTable(table)
                }
            }
        }
    }

    struct Apply: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "apply",
            abstract: "Import the files (all the server matched, or those named), moving or copying them.",
            discussion: """
                --file names a file by its name or id from `import list` (repeatable). --movie matches every \
                chosen file to that Radarr movie instead of the server's match. Waits for the import to end.
                """)
        @OptionGroup var options: AdminServerOptions
        @OptionGroup var source: Source
        @Option(name: .customLong("file"), help: "A file to import (its name or id); repeatable.") var files: [String] =
            []
        @Option(help: "Match the files to this Radarr movie id.") var movie: Int?
        @Flag(help: "Copy (or hardlink) the files instead of moving them.") var copy = false
        @Flag(help: "Yes, import them.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    let candidates = try await source.candidates(chosen.client)
                    guard !candidates.isEmpty else {
                        throw CLIError("\(chosen.name) offers nothing to import from \(source.words).")
                    }
                    var picked: [ManualImportCandidate]
                    if files.isEmpty {
                        let importable = AdminRows.importable(candidates)
                        picked = candidates.filter {
                            importable.contains($0.id) || (movie != nil && !$0.isRefused)
                        }
                    } else {
                        picked = try files.map { wanted in
                            guard let found = candidates.first(where: { $0.fileName == wanted || "\($0.id)" == wanted })
                            else {
                                throw CLIError(
                                    "No file “\(wanted)” is offered; `import list` names them: "
                                        + Format.list(candidates.map(\.fileName)) + ".")
                            }
                            return found
                        }
                    }
                    if let movie { picked = picked.map { Self.matched($0, movie: movie) } }
                    if let refused = picked.first(where: \.isRefused) {
                        let reasons = refused.rejections.compactMap(\.reason).joined(separator: "; ")
                        throw CLIError("\(chosen.name) refuses “\(refused.fileName)”: \(reasons).")
                    }
                    if let unmatched = picked.first(where: { !$0.match.isMatched }) {
                        throw CLIError(
                            "\(chosen.name) could not tell what “\(unmatched.fileName)” is; name it with --movie ID.")
                    }
                    guard !picked.isEmpty else {
                        throw CLIError("Nothing \(chosen.name) matched can be imported; name files with --file.")
                    }
                    let titles = Set(picked.compactMap(\.match.title))
                    let action = AdminAction.importFiles(
                        names: picked.map(\.fileName), into: titles.count == 1 ? titles.first : nil, copy: copy)
                    let question = action.question(server: chosen.name) ?? ""
                    guard yes else { throw CLIError(question + " Add --yes to import.") }
                    Progress.note("Importing into \(chosen.name)…")
                    _ = try await chosen.client.importFiles(picked.map(\.importFile), mode: copy ? .copy : .move)
                    print("Imported \(Format.plural(picked.count, "file")) into \(chosen.name).")
                }
            }
        }

        /// `candidate` matched to Radarr movie `id` instead.
        static func matched(_ candidate: ManualImportCandidate, movie id: Int) -> ManualImportCandidate {
            var changed = candidate
            if changed.match.movieId != id {
                changed.match = ImportMatch()
                changed.match.movieId = id
                changed.match.title = "movie \(id)"
            }
            return changed
        }
    }
}
