import ArgumentParser
import ArrKit
import Foundation
import RadarrAPI
import ServerKit
import ThriftwoodCore

/// `thriftwood profiles list|add|edit|remove|use`.
struct ProfilesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "Manage profiles: sets of servers of any kind (`servers` adds, edits and removes them).",
        subcommands: [List.self, Add.self, Edit.self, Remove.self, Use.self], defaultSubcommand: List.self)

    /// Runs `body` with the profile service of the data directory.
    static func withProfiles<T>(
        _ data: DataDirectoryOption, _ body: (any ProfileService) async throws -> T
    ) async throws -> T {
        try await AppSession.with(data.url) { try await body($0.profiles) }
    }

    /// The profile called `name`.
    static func named(_ name: String, in service: any ProfileService) async throws -> Profile {
        guard
            let match = try await service.profiles().first(where: {
                $0.name.caseInsensitiveCompare(name) == .orderedSame
            })
        else { throw CLIError("No profile is called \"\(name)\".") }
        return match
    }

    /// Pins the server's certificate when the draft accepts a self-signed one; the lines to
    /// print once the profile is saved (not before: a failed test saves nothing).
    static func pin(_ draft: ProfileDraft) async throws -> (draft: ProfileDraft, notices: [String]) {
        let pinned = try await draft.pinningCertificate()
        var notices: [String] = []
        for connection in pinned.connections {
            if case .pinned(let pem) = connection.tls, draft[connection.kind].tls != connection.tls {
                notices.append(
                    "Pinned \(connection.kind.displayName)'s certificate, SHA-256 \(ServerCertificate(pem: pem).fingerprint ?? "?")"
                )
            }
        }
        return (pinned, notices)
    }

    /// Tests each of the draft's servers when its fields are valid (saving reports invalid
    /// fields itself); only the connections in `kinds` (default: all) are tested.
    static func test(
        _ draft: ProfileDraft, with tester: ServiceTester, only kinds: Set<ServiceKind>? = nil
    ) async throws {
        guard draft.validate(otherNames: []).isEmpty else { return }
        for server in draft.servers where kinds?.contains(server.kind) ?? true {
            let status = try await tester.status(of: server)
            print(
                "Connected to \(server.kind.displayName): \(status.instanceName ?? status.appName ?? "") \(status.version ?? "")"
            )
        }
    }

    /// `thriftwood profiles list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List profiles; the ACTIVE column marks the one in use.")
        @OptionGroup var data: DataDirectoryOption
        @Flag(help: "Print JSON (API keys left out).") var json = false

        struct Row: Encodable {
            let id: String
            let name: String
            let active: Bool
            /// Every server of the profile, in order: its name, kind and slug.
            let servers: [ServerRow]
            let radarrURL: String?
            let sonarrURL: String?
        }

        /// One server of a profile in `profiles list --json`.
        struct ServerRow: Encodable {
            let name: String
            let kind: ServiceKind
            let slug: String
        }

        func run() async throws {
            try await runReportingErrors {
                let rows = try await ProfilesCommand.withProfiles(data) { service in
                    let active = try await service.activeProfile()?.id
                    return try await service.profiles().map {
                        Row(
                            id: $0.id, name: $0.name, active: $0.id == active,
                            servers: $0.servers.map { ServerRow(name: $0.name, kind: $0.kind, slug: $0.slug) },
                            radarrURL: $0.radarr?.connection.baseURL, sonarrURL: $0.sonarr?.connection.baseURL)
                    }
                }
                if json { return try printJSON(rows) }
                printTable(
                    headers: ["ACTIVE", "NAME", "SERVERS"],
                    rows: rows.map { row in
                        [
                            row.active ? "yes" : "", row.name,
                            row.servers.isEmpty ? "none yet" : row.servers.map(\.name).joined(separator: ", "),
                        ]
                    },
                    empty: "No profiles yet: `thriftwood profiles add NAME`, or run `thriftwood` to set one up.")
            }
        }
    }

    /// `thriftwood profiles add NAME --url URL --api-key KEY`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a profile (tests the connection first).")
        @OptionGroup var data: DataDirectoryOption
        @Argument(help: "The profile's name.") var name: String
        @OptionGroup var server: ServerOptions
        @Flag(name: .customLong("skip-test"), help: "Save without testing the connection.") var skipTest = false

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    var draft = ProfileDraft(name: name)
                    try server.apply(
                        to: &draft, urlKind: try await server.urlKind(probing: dependencies.tester, skipTest: skipTest))
                    let pinning = try await ProfilesCommand.pin(draft)
                    draft = pinning.draft
                    if !skipTest { try await ProfilesCommand.test(draft, with: dependencies.tester) }
                    let profile = try await dependencies.profiles.create(draft)
                    pinning.notices.forEach { print($0) }
                    print("Added profile \(profile.name)")
                }
            }
        }
    }

    /// `thriftwood profiles edit NAME`.
    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit", abstract: "Change a profile's name or its servers.")
        @OptionGroup var data: DataDirectoryOption
        @Argument(help: "The profile's name.") var name: String
        @Option(help: "A new name.") var rename: String?
        @OptionGroup var server: ServerOptions
        @Flag(name: .customLong("skip-test"), help: "Save without testing the connection.") var skipTest = false

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    let profile = try await ProfilesCommand.named(name, in: dependencies.profiles)
                    var draft = ProfileDraft(profile)
                    if let rename { draft.name = rename }
                    try server.apply(
                        to: &draft, urlKind: try await server.urlKind(probing: dependencies.tester, skipTest: skipTest))
                    let pinning = try await ProfilesCommand.pin(draft)
                    draft = pinning.draft
                    let changed = Set(ProfileDraft.kinds.filter { draft[$0] != ProfileDraft(profile)[$0] })
                    if !skipTest, !changed.isEmpty {
                        try await ProfilesCommand.test(draft, with: dependencies.tester, only: changed)
                    }
                    let saved = try await dependencies.profiles.update(id: profile.id, with: draft)
                    pinning.notices.forEach { print($0) }
                    print("Saved profile \(saved.name)")
                }
            }
        }
    }

    /// `thriftwood profiles remove NAME`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Delete a profile with its servers, keys and offline copies (asks for --yes).")
        @OptionGroup var data: DataDirectoryOption
        @Argument(help: "The profile's name.") var name: String
        @Flag(help: "Remove it: without this, only say what would go.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    let profile = try await ProfilesCommand.named(name, in: dependencies.profiles)
                    var parts: [String] = []
                    for server in profile.servers {
                        var cached: String?
                        if let key = server.id {
                            cached = try await OfflineCopy.describe(key, of: server.kind, dependencies)
                        }
                        parts.append(server.name + (cached.map { " (with its offline copy of \($0))" } ?? ""))
                    }
                    let what =
                        "the profile \(profile.name)"
                        + (parts.isEmpty
                            ? " (it has no servers)" : " with its servers \(Format.list(parts)), their keys")
                    guard yes else {
                        throw CLIError("This would remove \(what). Run it again with --yes to remove it.")
                    }
                    try await dependencies.profiles.delete(id: profile.id)
                    print("Removed \(what)")
                }
            }
        }
    }

    /// `thriftwood profiles use NAME`.
    struct Use: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "use", abstract: "Make a profile the active one.")
        @OptionGroup var data: DataDirectoryOption
        @Argument(help: "The profile's name.") var name: String

        func run() async throws {
            try await runReportingErrors {
                try await ProfilesCommand.withProfiles(data) { service in
                    try await service.setActive(id: try await ProfilesCommand.named(name, in: service).id)
                }
                print("Now using \(name)")
            }
        }
    }
}
