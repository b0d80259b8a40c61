import ArrKit
import Foundation
import Observation
import RadarrAPI
import ServerKit

/// A menu entry: a label, a hint and where it leads.
public struct MenuEntry: Sendable, Hashable, Identifiable {
    /// The label.
    public var title: String
    /// A hint under or beside the label.
    public var detail: String
    /// The route it opens.
    public var route: AppRoute
    /// Identifies the entry.
    public var id: String { title }

    /// Creates an entry.
    public init(title: String, detail: String, route: AppRoute) {
        self.title = title
        self.detail = detail
        self.route = route
    }
}

/// The app's root: services and settings for the active profile.
@MainActor
@Observable
public final class AppHomeViewModel {
    /// The active profile's name.
    public private(set) var profileName: String
    /// The entries.
    public private(set) var entries: [MenuEntry]
    /// Opens an entry (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    /// Creates the root menu for `profile`.
    public init(profile: Profile?) {
        profileName = profile?.name ?? "No profile"
        var entries: [MenuEntry] = []
        if let radarr = profile?.enabledRadarr {
            entries.append(MenuEntry(title: "Radarr", detail: radarr.connection.host, route: .radarr(.home)))
        }
        entries.append(MenuEntry(title: "Services", detail: "The profile's servers", route: .services))
        entries.append(MenuEntry(title: "Settings", detail: "Profiles, appearance, logs", route: .settings(.main)))
        self.entries = entries
    }

    /// Opens `entry`.
    public func open(_ entry: MenuEntry) { onOpen?(entry.route) }
}

/// The profile's services and whether each answers.
@MainActor
@Observable
public final class ServicesViewModel {
    /// The Radarr server, if configured.
    public let radarr: RadarrServer?
    /// The connection test's result.
    public private(set) var verdict = ConnectionVerdict.untested
    /// Opens a service (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?
    private let service: any RadarrService

    /// Creates the list for `profile`.
    public init(profile: Profile?, radarr: any RadarrService) {
        self.radarr = profile?.radarr
        service = radarr
    }

    /// Tests the Radarr server.
    public func load() async {
        guard let radarr else { return }
        verdict = .testing
        verdict = await ConnectionVerdict.test(radarr, with: service)
    }

    /// Opens Radarr, or its settings when it has none.
    public func openRadarr() { onOpen?(radarr?.enabled == true ? .radarr(.home) : .settings(.profiles)) }
}

/// Settings' main menu.
@MainActor
@Observable
public final class SettingsViewModel {
    /// The entries.
    public let entries: [MenuEntry] = [
        MenuEntry(title: "Profiles", detail: "Servers and the active profile", route: .settings(.profiles)),
        MenuEntry(title: "Appearance", detail: "Theme and clock", route: .settings(.appearance)),
        MenuEntry(title: "Notifications", detail: "Which notices appear", route: .settings(.notifications)),
        MenuEntry(title: "Logs", detail: "Thriftwood's own log", route: .settings(.logs)),
        MenuEntry(title: "About", detail: "Version and licences", route: .settings(.about)),
    ]
    /// Opens an entry (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    /// Creates the menu.
    public init() {}

    /// Opens `entry`.
    public func open(_ entry: MenuEntry) { onOpen?(entry.route) }
}

/// Version and the licences of the libraries Thriftwood is built on.
@MainActor
@Observable
public final class AboutViewModel {
    /// Thriftwood's version.
    public static var version: String { ThriftwoodVersion.current }
    /// Each dependency and its licence.
    public let licences: [(name: String, licence: String)] = [
        ("swift-argument-parser", "Apache-2.0"), ("swift-log", "Apache-2.0"), ("async-http-client", "Apache-2.0"),
        ("swift-nio", "Apache-2.0"), ("swift-nio-ssl (BoringSSL)", "Apache-2.0 / OpenSSL"),
        ("hummingbird", "Apache-2.0"), ("GRDB.swift", "MIT"), ("SQLite", "Public domain"), ("ncurses", "MIT-style"),
    ]
    /// Where the data lives.
    public let dataDirectory: String

    /// Creates the page.
    public init(dataDirectory: String) {
        self.dataDirectory = dataDirectory
    }
}

/// Thriftwood's version, for `--version` and the About screen.
public enum ThriftwoodVersion {
    /// The version of this build.
    public static let current = "0.3.0"
}
