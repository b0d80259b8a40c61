import ArgumentParser
import Foundation
import ServerKit
import ThriftwoodCore

extension NotificationsCommand {
    /// `notifications targets add|list|test|remove`: where events are passed on to.
    struct Targets: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "targets",
            abstract: "Where serve passes events on to: ntfy, Gotify, an Apprise API, a JSON webhook.",
            subcommands: [Add.self, List.self, Test.self, Remove.self], defaultSubcommand: List.self)

        /// `targets add NAME --kind K --url U [--topic T] [--token-file F] [filters] [--quiet HH:MM-HH:MM]`.
        struct Add: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "add",
                abstract: "Add a target (checked, then tried with a test message).")
            @Argument(help: "Its name, e.g. Phone.") var name: String
            @Option(help: "ntfy, gotify, apprise or webhook.") var kind: String
            @Option(help: "The server's address (https://ntfy.sh), or the webhook's URL.") var url: String
            @Option(help: "ntfy's topic, or the Apprise configuration key.") var topic: String?
            @Option(help: "Read the access or application token from this file's first line.")
            var tokenFile: String?
            @Option(help: "Only events of these kinds of server, e.g. radarr,sonarr.") var kinds: String?
            @Option(help: "Only events of these servers, by slug, e.g. radarr-4k.") var servers: String?
            @Option(help: "Only these events, e.g. downloaded,healthIssue,requestPending.") var events: String?
            @Option(help: "Hours when only urgent events are sent, e.g. 22:00-07:00.") var quiet: String?
            @Flag(help: "Do not send a test message.") var noTest = false
            @OptionGroup var profile: ServersCommand.ProfileOption
            @OptionGroup var data: DataDirectoryOption

            func validate() throws {
                if TargetKind.named(kind) == nil {
                    throw ValidationError(
                        "--kind is one of \(TargetKind.all.map(\.id).joined(separator: ", ")) (got \(kind)).")
                }
                if let quiet, QuietHours(quiet) == nil {
                    throw ValidationError("--quiet takes HH:MM-HH:MM, e.g. 22:00-07:00 (got \(quiet)).")
                }
                for type in Self.list(events) where StackEventType(rawValue: type) == nil {
                    throw ValidationError(
                        "--events: \(type) is not an event; one of "
                            + StackEventType.allCases.map(\.rawValue).joined(separator: ", ") + ".")
                }
            }

            static func list(_ text: String?) -> [String] {
                (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    !$0.isEmpty
                }
            }

            func run() async throws {
                let token = try tokenFile.map(APIKeyFile.read)
                let target = NotificationTarget(
                    name: name, kind: kind.lowercased(), url: url, topic: topic, token: token,
                    filter: EventFilter(
                        kinds: Self.list(kinds).map { $0.lowercased() }, servers: Self.list(servers),
                        types: Self.list(events).compactMap(StackEventType.init(rawValue:))),
                    quiet: quiet.flatMap(QuietHours.init))
                try await Targets.withTargets(data, profile: profile.profile) { store, delivery, chosen in
                    try await store.add(target, profileID: chosen.id)
                    print("Added \(name) to \(chosen.name).")
                    guard !noTest else { return }
                    try await Targets.test(target, delivery: delivery, store: store, profileID: chosen.id)
                }
            }
        }

        /// `targets list [--json]`.
        struct List: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "list", abstract: "List the profile's targets (tokens left out).")
            @Flag(help: "Print JSON.") var json = false
            @OptionGroup var profile: ServersCommand.ProfileOption
            @OptionGroup var data: DataDirectoryOption

            /// One target as `--json` prints it: no token.
            struct Row: Encodable {
                let name, kind, url: String
                let topic: String?
                let hasToken: Bool
                let filter: EventFilter
                let quiet: String?
                let lastFailure: String?
            }

            func run() async throws {
                try await Targets.withTargets(data, profile: profile.profile) { store, _, chosen in
                    let targets = try await store.targets(profileID: chosen.id)
                    if json {
                        return try printJSON(
                            targets.map {
                                Row(
                                    name: $0.name, kind: $0.kind, url: $0.url, topic: $0.topic,
                                    hasToken: $0.token != nil,
                                    filter: $0.filter, quiet: $0.quiet?.label, lastFailure: $0.lastFailure)
                            })
                    }
                    printTable(
                        headers: ["NAME", "KIND", "WHERE", "SENDS", "QUIET", "LAST"],
                        rows: targets.map {
                            [
                                $0.name, TargetKind.named($0.kind)?.displayName ?? $0.kind,
                                $0.url + ($0.topic.map { " · \($0)" } ?? ""), $0.filter.summary, $0.quiet?.label ?? "",
                                $0.lastFailure.map { "failed: \($0)" } ?? "ok",
                            ]
                        },
                        empty: "\(chosen.name) passes events on nowhere yet: "
                            + "`thriftwood notifications targets add Phone --kind ntfy --url https://ntfy.sh --topic …`."
                    )
                }
            }
        }

        /// `targets test NAME`.
        struct Test: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "test", abstract: "Send a test message to a target now.")
            @Argument(help: "The target.") var name: String
            @OptionGroup var profile: ServersCommand.ProfileOption
            @OptionGroup var data: DataDirectoryOption

            func run() async throws {
                try await Targets.withTargets(data, profile: profile.profile) { store, delivery, chosen in
                    guard
                        let target = try await store.targets(profileID: chosen.id).first(where: {
                            $0.name.caseInsensitiveCompare(name) == .orderedSame
                        })
                    else { throw CLIError("\(chosen.name) has no target called \(name).") }
                    try await Targets.test(target, delivery: delivery, store: store, profileID: chosen.id)
                }
            }
        }

        /// `targets remove NAME`.
        struct Remove: AsyncParsableCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a target.")
            @Argument(help: "The target.") var name: String
            @OptionGroup var profile: ServersCommand.ProfileOption
            @OptionGroup var data: DataDirectoryOption

            func run() async throws {
                try await Targets.withTargets(data, profile: profile.profile) { store, _, chosen in
                    try await store.remove(name, profileID: chosen.id)
                    print("Removed \(name) from \(chosen.name).")
                }
            }
        }

        /// Sends a test message to `target`, saying how it went (exit 69 when it did not arrive).
        static func test(
            _ target: NotificationTarget, delivery: TargetDelivery, store: TargetStore, profileID: String
        ) async throws {
            let event = StackEvent(
                type: .test, rawType: "Test",
                server: EventServer(kind: "thriftwood", name: "Thriftwood", slug: "thriftwood"),
                sentence: "Test from Thriftwood: \(target.name) will hear about what your servers do.", date: Date())
            let outcome = await delivery.attempt(event, to: target)
            switch outcome {
            case .delivered:
                try await store.record(nil, of: target.name, profileID: profileID)
                print("Sent a test message to \(target.name).")
            case .failed(let reason):
                try await store.record(reason, of: target.name, profileID: profileID)
                printError("error: the test message did not arrive: \(reason)")
                throw ExitStatus.unreachable.code
            }
        }

        /// Runs `body` with the targets, a delivery (one try) and the chosen profile.
        static func withTargets(
            _ data: DataDirectoryOption, profile name: String?,
            _ body: (TargetStore, TargetDelivery, Profile) async throws -> Void
        ) async throws {
            try await runReportingErrors {
                let session = try AppSession.open(in: data.url)
                try await withCleanup({
                    let chosen = try await ServersCommand.profile(name, in: session.dependencies.profiles)
                    let store = TargetStore(database: session.database)
                    let delivery = TargetDelivery(
                        transport: session.dependencies.transport ?? LiveHTTPTransport(http: session.http),
                        store: store, logger: session.dependencies.logger("thriftwood.notifications"), backoff: [])
                    try await body(store, delivery, chosen)
                }) { await session.close() }
            }
        }
    }
}
