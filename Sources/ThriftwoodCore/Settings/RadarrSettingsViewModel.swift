import Foundation
import Observation
import RadarrAPI
import ServerKit

/// Radarr settings for the profile: connection details, test connection, list defaults.
@MainActor
@Observable
public final class RadarrSettingsViewModel {
    /// The profile's Radarr server.
    public let server: ServiceServer?
    /// The profile's id.
    public let profileId: String?
    /// The last connection test.
    public private(set) var verdict = ConnectionVerdict.untested
    /// The movies list's defaults.
    public private(set) var listOptions = MovieListOptions()
    /// Why the list defaults could not be read or saved (the screen says it).
    public private(set) var preferencesError: ErrorNotice?
    /// Opens the profile's edit form (set by the coordinator).
    public var onEditConnection: (@MainActor (String) -> Void)?

    private let tester: ServiceTester
    private let preferences: any PreferencesService

    /// Creates the page for `profile`, testing its server with `tester`.
    public init(profile: Profile?, tester: ServiceTester, preferences: any PreferencesService) {
        server = profile?.radarr
        profileId = profile?.id
        self.tester = tester
        self.preferences = preferences
    }

    /// The API key with all but its last four characters hidden.
    public var maskedKey: String {
        guard let key = server?.connection.apiKey, !key.isEmpty else { return "–" }
        return SecretText.masked(key)
    }

    /// The server's TLS policy in words, "–" without a server.
    public var tlsSummary: String { server?.connection.tls.summary ?? "–" }

    /// The names of its custom headers, "none" without any.
    public var headerNames: String {
        let names = (server?.connection.headers.keys.sorted() ?? []).joined(separator: ", ")
        return names.isEmpty ? "none" : names
    }

    /// Loads the list defaults.
    public func load() async {
        do {
            listOptions = try await preferences.preferences().movieList
            preferencesError = nil
        } catch {
            preferencesError = ErrorNotice(error)
        }
    }

    /// Tests the connection.
    public func testConnection() async {
        guard let server else { return }
        verdict = .testing
        verdict = await ConnectionVerdict.test(server, with: tester)
    }

    /// Moves the default sort to the next key.
    public func cycleDefaultSort() async {
        await saveOptions { options in
            let all = MovieSortKey.allCases
            options.sort = all[((all.firstIndex(of: options.sort) ?? 0) + 1) % all.count]
        }
    }

    /// Moves the default filter to the next one.
    public func cycleDefaultFilter() async {
        await saveOptions { options in
            let all = MovieFilter.allCases
            options.filter = all[((all.firstIndex(of: options.filter) ?? 0) + 1) % all.count]
        }
    }

    /// Opens the connection's edit form.
    public func editConnection() {
        if let profileId { onEditConnection?(profileId) }
    }

    private func saveOptions(_ change: (inout MovieListOptions) -> Void) async {
        change(&listOptions)
        let options = listOptions
        do {
            try await preferences.update { $0.movieList = options }
            preferencesError = nil
        } catch {
            preferencesError = ErrorNotice(error)
        }
    }
}
