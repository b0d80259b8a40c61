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
            let otherURLs: [String]
            /// The address it answers at now, for a server with several (checked); nil otherwise.
            let reachedAt: String?
            let enabled: Bool
        }

        func run() async throws {
            try await runReportingErrors {
                let rows = try await AppSession.with(data.url) { dependencies in
                    let chosen = try await ServersCommand.profile(profile.profile, in: dependencies.profiles)
                    await dependencies.configure(for: chosen)
                    var rows: [Row] = []
                    // Every server at once: a stalled one bounds the wait instead of adding to it.
                    let reach = await eachAtOnce(chosen.servers) { server in
                        server.enabled ? await dependencies.reach(server) : nil
                    }
                    for (server, answer) in zip(chosen.servers, reach) {
                        let reached = try answer.get()
                        rows.append(
                            Row(
                                name: server.name, slug: server.slug, kind: server.kind, url: server.connection.baseURL,
                                otherURLs: server.connection.otherAddresses, reachedAt: reached,
                                enabled: server.enabled))
                    }
                    return (chosen.name, rows)
                }
                if json { return try printJSON(rows.1) }
                let several = rows.1.contains { !$0.otherURLs.isEmpty }
                printTable(
                    headers: ["NAME", "SLUG", "KIND", "URL", "STATE"] + (several ? ["REACHED AT"] : []),
                    rows: rows.1.map { row in
                        [
                            row.name, row.slug, row.kind.rawValue,
                            ([row.url] + row.otherURLs).joined(separator: " "), row.enabled ? "enabled" : "disabled",
                        ] + (several ? [Self.reached(row)] : [])
                    },
                    empty: "\(rows.0) has no servers yet: add one with `thriftwood servers add`.")
            }
        }

        /// Where a server with several addresses answers, for the table.
        private static func reached(_ row: Row) -> String {
            if row.otherURLs.isEmpty || !row.enabled { return "" }
            return row.reachedAt ?? "none answers"
        }
    }
}
