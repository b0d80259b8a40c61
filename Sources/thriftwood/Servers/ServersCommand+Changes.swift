import ArgumentParser
import Foundation
import ServerKit
import ThriftwoodCore

extension ServersCommand {
    /// `thriftwood servers add --kind KIND --name NAME --url URL …`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a server to a profile (tests the connection first).")
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var profile: ProfileOption
        @Option(help: "What it is: \(ServiceKind.supported.map(\.rawValue).joined(separator: ", ")).")
        var kind: ServiceKind
        @Option(help: "Its name, unique in the profile, e.g. \"Radarr 4K\" (default: the kind's name).")
        var name: String?
        @OptionGroup var connection: ServerConnectionOptions

        func validate() throws {
            guard kind.isSupported else {
                throw ValidationError(
                    "Thriftwood talks to \(ServiceKind.supported.map(\.rawValue).joined(separator: " and ")) so far.")
            }
            try connection.checkCredentials(for: kind)
        }

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    let chosen = try await ServersCommand.profile(profile.profile, in: dependencies.profiles)
                    let draft = try connection.apply(to: ConnectionDraft(kind))
                    let name = name ?? kind.displayName
                    let prepared = try await connection.prepare(draft, name: name, tester: dependencies.tester)
                    let added = try await dependencies.profiles.addServer(prepared.server, to: chosen.id)
                    prepared.notices.forEach { print($0) }
                    print("Added \(added.name) (\(added.slug)) to \(chosen.name)")
                }
            }
        }
    }

    /// `thriftwood servers edit NAME …`.
    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Change a server's name, address, key, headers or TLS, or switch it off and on.")
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var profile: ProfileOption
        @Argument(help: "The server's name or slug.") var server: String
        @Option(help: "A new name (its slug, and so its links, stay as they are).") var rename: String?
        @Option(help: "A new slug for its links (thriftwood://SLUG/…); links with the old one stop working.")
        var slug: String?
        @Flag(help: "Use the server again.") var enable = false
        @Flag(help: "Keep the server but leave it alone (no requests, no rows).") var disable = false
        @OptionGroup var connection: ServerConnectionOptions

        func validate() throws {
            if enable && disable { throw ValidationError("Choose one of --enable and --disable.") }
        }

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    let chosen = try await ServersCommand.profile(profile.profile, in: dependencies.profiles)
                    guard let current = chosen.server(named: server) else {
                        throw CoreError.serverNotFound(server, profile: chosen.name)
                    }
                    try connection.checkCredentials(for: current.kind)
                    let before = ConnectionDraft(current.kind, server: current)
                    var draft = try connection.apply(to: before)
                    if enable || disable { draft.enabled = enable }
                    var options = connection
                    // Only a changed connection is tested; a rename or a switch needs no server.
                    options.skipTest = connection.skipTest || draft.server?.connection == current.connection
                    let prepared = try await options.prepare(
                        draft, name: rename ?? current.name, tester: dependencies.tester)
                    var updated = prepared.server
                    // A rename keeps the slug: saved links (thriftwood://radarr-4k/…) go on working.
                    updated.slug = slug.map(ServerSlug.make) ?? current.slug
                    let saved = try await dependencies.profiles.updateServer(
                        named: server, in: chosen.id, with: updated)
                    prepared.notices.forEach { print($0) }
                    print("Saved \(saved.name) (\(saved.slug)) in \(chosen.name)")
                    if saved.slug != current.slug {
                        print(
                            "Links to thriftwood://\(current.slug)/… stop working; "
                                + "they are thriftwood://\(saved.slug)/… now.")
                    }
                }
            }
        }
    }

    /// `thriftwood servers remove NAME --yes`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove a server from a profile, with its offline copy (asks for --yes).")
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var profile: ProfileOption
        @Argument(help: "The server's name or slug.") var server: String
        @Flag(help: "Remove it: without this, only say what would go.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    let chosen = try await ServersCommand.profile(profile.profile, in: dependencies.profiles)
                    guard let target = chosen.server(named: server), let key = target.id else {
                        throw CoreError.serverNotFound(server, profile: chosen.name)
                    }
                    let cached = try await OfflineCopy.describe(key, of: target.kind, dependencies)
                    let what =
                        "\(target.name) (\(target.connection.baseURL)) from \(chosen.name)"
                        + (cached.map { ", with its offline copy of \($0)" } ?? "")
                    guard yes else {
                        throw CLIError("This would remove \(what). Run it again with --yes to remove it.")
                    }
                    _ = try await dependencies.profiles.removeServer(named: server, from: chosen.id)
                    print("Removed \(what)")
                }
            }
        }
    }
}
