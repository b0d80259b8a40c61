import ArgumentParser
import ArrDemoKit
import BazarrDemoServer
import BazarrKit
import Foundation
import ThriftwoodCore

/// One Bazarr a `subtitles` command talks to, named as the profile names it.
struct ChosenBazarr {
    /// Its name in the profile.
    let name: String
    /// The client.
    let client: BazarrClient
}

extension ConnectionOptions {
    /// Runs `body` with the one chosen Bazarr: the embedded demo with `--demo`, the `--url`
    /// server, or the profile's enabled Bazarr (`--server` chooses among several).
    func withBazarr<T>(_ body: (ChosenBazarr) async throws -> T) async throws -> T {
        try await withOne(
            .bazarr, demo: { OnDemandDemoServer(BazarrDemoServer.self) },
            standalone: { BazarrClient(connection: $0, transport: $1) },
            fromProfile: { try await $0.bazarr.client(for: $1) }
        ) { name, client in try await body(ChosenBazarr(name: name, client: client)) }
    }
}
