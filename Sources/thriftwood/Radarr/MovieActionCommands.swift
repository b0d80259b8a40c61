import ArgumentParser
import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

/// `thriftwood movies add --tmdb ID`.
struct MovieAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a movie by its TMDb id.")

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "The TMDb id.") var tmdb: Int
    @Option(name: .customLong("quality-profile"), help: "Quality profile name or id (default: the first).")
    var qualityProfile: String?
    @Option(name: .customLong("root-folder"), help: "Root folder path (default: the first).") var rootFolder: String?
    @Flag(inversion: .prefixedNo, help: "Monitor the movie.") var monitor = true
    @Flag(help: "Search for it as soon as it is added.") var search = false
    @Flag(help: "Print the added movie as JSON.") var json = false

    func run() async throws {
        try await runReportingErrors {
            let movie = try await connection.withArr(.radarr, as: RadarrClient.self) { client in
                guard let found = try await client.lookup(term: "tmdb:\(tmdb)").first else {
                    throw CLIError("TMDb has no movie \(tmdb).")
                }
                if let existing = found.id, existing > 0 {
                    throw CLIError("\(found.title) is already in the library (id \(existing)).")
                }
                let profiles = try await client.qualityProfiles()
                guard let profile = pick(qualityProfile, in: profiles) else {
                    throw CLIError(
                        "No quality profile matches \(qualityProfile ?? "(none)"): \(profiles.map(\.name).joined(separator: ", "))."
                    )
                }
                let folder = try await checkedFolder {
                    try FolderRules.rootFolder(rootFolder, among: try await client.rootFolders(), on: "Radarr")
                }
                return try await client.addMovie(
                    MovieAssembly.addition(
                        of: found, qualityProfileId: profile.id, rootFolder: folder, monitored: monitor,
                        searchOnAdd: search))
            }
            if json {
                try printJSON(movie)
            } else {
                print("Added \(RadarrLabels.title(movie.title, year: movie.year)) as id \(movie.id ?? 0)")
            }
        }
    }
}

/// `thriftwood movies edit ID`.
struct MovieEdit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change movies' monitoring, profile or tags (several ids or --where: one PUT /movie/editor).")

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var targets: BulkTargets
    @Flag(inversion: .prefixedNo, help: "Monitor or stop monitoring.") var monitor: Bool?
    @Option(name: .customLong("quality-profile"), help: "Quality profile name or id.") var qualityProfile: String?
    @Option(parsing: .upToNextOption, help: "Tag labels to set (created when missing).") var tags: [String] = []

    func run() async throws {
        try await runReportingErrors {
            guard let id = targets.single else { return try await editMany() }
            let (movie, profileName) = try await connection.withArr(.radarr, as: RadarrClient.self) { client in
                var movie = try await client.movie(id: id)
                if let monitor { movie.monitored = monitor }
                if let qualityProfile {
                    guard let profile = pick(qualityProfile, in: try await client.qualityProfiles()) else {
                        throw CLIError("No quality profile matches \(qualityProfile).")
                    }
                    movie.qualityProfileId = profile.id
                }
                if !tags.isEmpty {
                    var known = try await client.tags()
                    movie.tags = try await TagAssembly.ids(for: tags, known: &known, client: client)
                }
                let saved = try await client.updateMovie(movie)
                let profiles = try await client.qualityProfiles()
                return (saved, profiles.first { $0.id == saved.qualityProfileId }?.name ?? "#\(saved.qualityProfileId)")
            }
            print(
                "Saved \(movie.title): \(movie.monitored ? "monitored" : "not monitored"), quality profile \(profileName)"
            )
        }
    }

    /// Every chosen movie changed in one `PUT /movie/editor` (tags replace theirs).
    private func editMany() async throws {
        let count = try await connection.withArr(.radarr, as: RadarrClient.self) { client in
            let ids = try await targets.movieIds(client)
            guard !ids.isEmpty else { return 0 }
            var request = MovieEditorRequest(
                movieIds: ids, monitored: monitor,
                qualityProfileId: try await BulkTargets.profileId(qualityProfile, client: client))
            request.tags = try await BulkTargets.tagIds(tags, client: client)
            request.applyTags = request.tags == nil ? nil : TagChange.replace.rawValue
            try await client.editMovies(request)
            return ids.count
        }
        print(count == 0 ? "No movie matches." : "Saved \(Format.plural(count, "movie"))")
    }
}

/// How Radarr's library deletes, for the shared `delete` command.
enum MovieDeletion: LibraryDeletionKind {
    static let kind = ServiceKind.radarr
    static let one = "movie"
    static let many = "movies"
    static let editor = "DELETE /movie/editor"

    static func match(_ targets: BulkTargets, in client: RadarrClient) async throws -> BulkMatch {
        try await targets.movies(client)
    }

    static func delete(_ ids: [Int], deleteFiles: Bool, exclude: Bool, with client: RadarrClient) async throws {
        try await client.deleteMovies(
            MovieEditorDeletion(movieIds: ids, deleteFiles: deleteFiles, addImportExclusion: exclude))
    }
}

/// `thriftwood movies search ID`: automatic search, waiting for the command.
struct MovieSearch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Run Radarr's automatic search for a movie and wait for it.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The movie's id.") var id: Int

    func run() async throws {
        try await runReportingErrors {
            let command = try await connection.withArr(.radarr, as: RadarrClient.self) { client in
                try await client.runCommand(.moviesSearch([id])) { command in
                    Progress.note("Searching… \(RadarrLabels.command(command.status).text.lowercased())")
                }
            }
            Progress.done()
            print(RadarrLabels.outcome(of: command, action: "Search"))
        }
    }
}

/// `thriftwood movies releases ID`: manual search.
struct MovieReleases: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "releases", abstract: "Search indexers for a movie's releases.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The movie's id.") var id: Int
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        try await runReportingErrors {
            Progress.note("Searching indexers…")
            let releases = try await connection.withArr(.radarr, as: RadarrClient.self) {
                try await $0.releases(movieId: id)
            }
            Progress.done()
            if json { return try printJSON(releases) }
            printReleases(releases.map(ReleaseOffer.init))
        }
    }
}

/// `thriftwood movies grab ID --guid G --indexer I`.
struct MovieGrab: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grab", abstract: "Send a release to the download client.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The movie's id.") var id: Int
    @Option(help: "The release's guid (from `movies releases`).") var guid: String
    @Option(help: "The release's indexer id.") var indexer: Int
    @Flag(help: "Grab it even though Radarr rejected it (without this, a rejected release is refused, with why).")
    var force = false

    func run() async throws {
        try await runReportingErrors {
            let release = try await connection.withArr(.radarr, as: RadarrClient.self) { client in
                if !force {
                    Progress.note("Checking the release against Radarr's rules…")
                    let offers = try await client.releases(movieId: id).map(ReleaseOffer.init)
                    Progress.done()
                    try refuseRejected(offers.first { $0.guid == guid }, by: "Radarr")
                }
                return try await client.grab(GrabRequest(guid: guid, indexerId: indexer))
            }
            print("Grabbed \(release.title ?? guid)")
        }
    }
}

/// The quality profile named or numbered `choice`, or the first when nil.
func pick(_ choice: String?, in profiles: [QualityProfile]) -> QualityProfile? {
    guard let choice else { return profiles.first }
    if let id = Int(choice) { return profiles.first { $0.id == id } }
    return profiles.first { $0.name.caseInsensitiveCompare(choice) == .orderedSame }
}
