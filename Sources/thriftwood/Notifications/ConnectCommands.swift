import ArgumentParser
import Foundation
import ThriftwoodCore
import ThriftwoodWeb

extension NotificationsCommand {
    /// `notifications connect --server NAME [--public-url URL]`.
    struct Connect: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "connect",
            abstract:
                "Register Thriftwood in a Radarr, Sonarr, Lidarr (Connect → Webhook) or Seerr (its webhook agent).",
            discussion: """
                thriftwood serve must be running, reachable by the server at --public-url, over this data \
                directory: the server sends its Test event before it saves the connection, and the command \
                checks it arrived. The secret is never printed.
                """)
        @Option(help: "The server, by name or slug (`thriftwood servers list`).") var server: String
        @Option(
            help:
                "serve's address as the server reaches it (default: the --public-url serve was last started with, else http://THIS-MACHINE:\(WebOptions.defaultPort))."
        )
        var publicURL: String?
        @Flag(help: "Take the place of Seerr's webhook agent when it sends elsewhere (disconnect puts it back).")
        var replace = false
        @OptionGroup var profile: ServersCommand.ProfileOption
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    let (target, connector) = try await NotificationsCommand.connector(
                        server, profile: profile.profile, dependencies)
                    let remembered = publicURL == nil ? try await dependencies.servedAddress?.last() : nil
                    let (address, base) = try NotificationsCommand.hookAddress(
                        of: target, publicURL: publicURL ?? remembered)
                    let chosen = try await ServersCommand.profile(profile.profile, in: dependencies.profiles)
                    let before = try await dependencies.events?.newestID(profileID: chosen.id) ?? 0
                    let made = try await connector.attach(target, address: address, replacing: replace)
                    // The server tested the connection before saving it: its Test is here by now,
                    // unless another data directory's serve took it.
                    var heard = false
                    for _ in 0..<20 where !heard {
                        let events = try await dependencies.events?.events(profileID: chosen.id, after: before) ?? []
                        heard = events.contains { $0.type == .test && $0.server.slug == target.slug }
                        if !heard { try await Task.sleep(for: .milliseconds(250)) }
                    }
                    print("Connected \(target.name) (\(made)) to \(address).")
                    if heard {
                        print("Its test arrived: \(target.name) will tell Thriftwood what happens.")
                    } else {
                        printError(
                            "warning: \(target.name) says its test went through, but it is not in this data directory's "
                                + "events: is serve running over --data-dir \(data.url.path) at \(base)?")
                    }
                }
            }
        }
    }

    /// `notifications disconnect --server NAME`.
    struct Disconnect: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "disconnect",
            abstract: "Remove the connection `notifications connect` made in a server (and nothing else).")
        @Option(help: "The server, by name or slug.") var server: String
        @OptionGroup var profile: ServersCommand.ProfileOption
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    let (target, connector) = try await NotificationsCommand.connector(
                        server, profile: profile.profile, dependencies)
                    if try await connector.disconnect(target) {
                        print("Removed Thriftwood's connection from \(target.name).")
                    } else {
                        print("\(target.name) has no connection Thriftwood made (nothing was removed).")
                    }
                }
            }
        }
    }

    /// The server `name` of the profile and a connector for it; refuses a kind that cannot be
    /// connected this way, saying what to do instead.
    static func connector(
        _ name: String, profile: String?, _ dependencies: AppDependencies
    ) async throws -> (ServiceServer, any HookConnecting) {
        let chosen = try await ServersCommand.profile(profile, in: dependencies.profiles)
        let target = try ConnectionOptions.named(name, of: nil, in: chosen)
        guard let maker = dependencies.kinds.declaration(of: target.kind)?.hookConnector,
            let secrets = dependencies.hookSecrets
        else {
            throw CLIError(
                "Thriftwood cannot register itself in \(target.kind.displayName); "
                    + "`thriftwood notifications hook --server \(target.slug)` says what to enter by hand.")
        }
        let connector = try await maker(dependencies.services, target, secrets)
        return (target, connector)
    }
}
