import ArgumentParser
import Foundation
import RadarrAPI
import ThriftwoodCore

/// `thriftwood debug-write-loop`: rewrites the active profile's library cache forever,
/// alternating between two sizes, so a test can kill it mid-write (hidden from `--help`).
struct StressWriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "debug-write-loop", abstract: "Rewrite the library cache in a loop (crash-safety testing).",
        shouldDisplay: false)

    @OptionGroup var data: DataDirectoryOption

    func run() async throws {
        try await runReportingErrors {
            try await AppSession.with(data.url) { dependencies in try await Self.loop(dependencies) }
        }
    }

    private static func loop(_ dependencies: AppDependencies) async throws {
        let profiles = dependencies.profiles
        let profile: Profile
        if let active = try await profiles.activeProfile(), active.radarr != nil {
            profile = active
        } else {
            profile = try await profiles.create(
                ProfileDraft(
                    name: "Stress \(UUID().uuidString.prefix(8))",
                    radarr: ConnectionDraft(.radarr, url: "http://127.0.0.1:1", apiKey: "x")))
        }
        let sizes = [5_000, 3_000]
        let library = (1...sizes[0]).compactMap { index in
            MovieSummary(Movie(id: index, title: "Film \(index)", year: 1900 + index % 120, tmdbId: index))
        }
        var round = 0
        while true {
            let count = sizes[round % 2]
            try await dependencies.libraryCache.store(
                Array(library.prefix(count)), connectionId: ServiceKind.radarr.connectionId(in: profile.id), at: Date())
            if round == 0 { print("writing") }
            round += 1
        }
    }
}
