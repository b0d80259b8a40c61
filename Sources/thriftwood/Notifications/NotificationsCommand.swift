import ArgumentParser
import Foundation
import ThriftwoodCore
import ThriftwoodWeb

/// `thriftwood notifications hook`: how the profile's servers tell Thriftwood what happens.
struct NotificationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications", abstract: "How servers tell Thriftwood what happens, and where it tells you.",
        subcommands: [Hook.self, Connect.self, Disconnect.self, Targets.self, VAPID.self])

    /// `notifications hook --server NAME [--public-url URL] [--json]`.
    struct Hook: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "hook",
            abstract: "Print the address and secret a server pushes its webhooks with, and how to enter them.",
            discussion: """
                thriftwood serve receives the pushes. The secret is made the first time and kept; it lets \
                anything that knows it add events, so treat it as a password.
                """)
        @Option(help: "The server, by name or slug (`thriftwood servers list`).") var server: String
        @Option(
            help:
                "serve's address as the server reaches it (default: the --public-url serve was last started with, else http://THIS-MACHINE:\(WebOptions.defaultPort))."
        )
        var publicURL: String?
        @Flag(help: "Print {\"url\", \"secret\"} as JSON.") var json = false
        @OptionGroup var profile: ServersCommand.ProfileOption
        @OptionGroup var data: DataDirectoryOption

        /// What `--json` prints.
        struct Answer: Encodable {
            let url: String
            let secret: String
        }

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    let chosen = try await ServersCommand.profile(profile.profile, in: dependencies.profiles)
                    let target = try ConnectionOptions.named(server, of: nil, in: chosen)
                    guard let reader = dependencies.kinds.declaration(of: target.kind)?.webhook else {
                        throw CLIError(
                            "\(target.kind.displayName) does not send webhooks; Thriftwood watches it while the app "
                                + "or serve runs.")
                    }
                    // The address asked for, else the one serve was last started with.
                    let remembered = publicURL == nil ? try await dependencies.servedAddress?.last() : nil
                    let (address, _) = try NotificationsCommand.hookAddress(
                        of: target, publicURL: publicURL ?? remembered)
                    guard let id = target.id, let secrets = dependencies.hookSecrets else {
                        throw CLIError("\(target.name) is not saved yet; save the profile first.")
                    }
                    let secret = try await secrets.secret(for: id)
                    if json { return try printJSON(Answer(url: address, secret: secret)) }
                    print("Address: \(address)")
                    print("Secret:  \(secret)")
                    print("")
                    for step in reader.setUp(target, address, secret) { print("  \(step)") }
                    if publicURL == nil && remembered == nil {
                        printError(
                            "note: the address assumes serve listens on this machine's name and port \(WebOptions.defaultPort); "
                                + "pass --public-url with the address \(target.name) reaches it at.")
                    }
                }
            }
        }
    }

    /// The address `server` pushes to under `publicURL` (default: this machine's name and
    /// serve's port), and the base it was made from.
    static func hookAddress(of server: ServiceServer, publicURL: String?) throws -> (address: String, base: String) {
        let base = publicURL ?? "http://\(ProcessInfo.processInfo.hostName):\(WebOptions.defaultPort)"
        guard let address = HookAddress.of(slug: server.slug, publicURL: base) else {
            throw CLIError("--public-url takes an http or https address, e.g. http://nas.local:7171 (got \(base)).")
        }
        return (address, base)
    }
}
