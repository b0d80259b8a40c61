import ArgumentParser
import Foundation
import ServerKit
import ThriftwoodCore

/// `thriftwood servers list|add|edit|remove`: the servers of a profile, several of a kind
/// side by side ("Radarr" and "Radarr 4K").
struct ServersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "servers", abstract: "Manage a profile's servers, several of a kind side by side.",
        subcommands: [List.self, Add.self, Edit.self, Remove.self], defaultSubcommand: List.self)

    /// The profile called `name`, or the active one when no name is given.
    static func profile(_ name: String?, in service: any ProfileService) async throws -> Profile {
        if let name { return try await ProfilesCommand.named(name, in: service) }
        guard let active = try await service.activeProfile() else {
            throw CLIError("No profile is active: pass --profile NAME, or add one with `thriftwood profiles add`.")
        }
        return active
    }

    /// The `--profile` option every subcommand takes.
    struct ProfileOption: ParsableArguments {
        @Option(help: "The profile (default: the active one).") var profile: String?
    }

    /// `thriftwood servers list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List a profile's servers in order.")
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var profile: ProfileOption
        @Flag(help: "Print JSON (API keys left out).") var json = false

        /// One server as `--json` prints it.
        struct Row: Encodable {
            let name: String
            let slug: String
            let kind: ServiceKind
            let url: String
            let enabled: Bool
        }

        func run() async throws {
            try await runReportingErrors {
                let chosen = try await ProfilesCommand.withProfiles(data) {
                    try await ServersCommand.profile(profile.profile, in: $0)
                }
                let rows = chosen.servers.map {
                    Row(name: $0.name, slug: $0.slug, kind: $0.kind, url: $0.connection.baseURL, enabled: $0.enabled)
                }
                if json { return try printJSON(rows) }
                printTable(
                    headers: ["NAME", "SLUG", "KIND", "URL", "STATE"],
                    rows: rows.map {
                        [$0.name, $0.slug, $0.kind.rawValue, $0.url, $0.enabled ? "enabled" : "disabled"]
                    },
                    empty: "\(chosen.name) has no servers yet: add one with `thriftwood servers add`.")
            }
        }
    }
}
