import ArgumentParser
import Foundation
import ThriftwoodCore

/// `thriftwood events list|follow`: what the profile's servers pushed, for people and scripts.
struct EventsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events", abstract: "What the profile's servers told Thriftwood (downloads, requests, health…).",
        subcommands: [List.self, Follow.self], defaultSubcommand: List.self)

    /// `events list [--since 1d] [--json]`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the events kept, oldest first.")
        @Option(help: "Only events this recent: 30m, 12h, 1d, 2w.") var since: String?
        @Option(help: "At most this many (the newest).") var limit = EventStore.limit
        @Flag(help: "Print JSON.") var json = false
        @Flag(help: "Then print each event as it arrives (JSON lines with --json), as `events follow` does.")
        var follow = false
        @OptionGroup var profile: ServersCommand.ProfileOption
        @OptionGroup var data: DataDirectoryOption

        func validate() throws {
            if let since, EventWindow.seconds(since) == nil {
                throw ValidationError("--since takes a number and m, h, d or w, e.g. 30m or 1d (got \(since)).")
            }
            if limit < 1 { throw ValidationError("--limit takes a number from 1.") }
        }

        func run() async throws {
            try await runReportingErrors {
                try await EventsCommand.withEvents(data, profile: profile.profile) { store, chosen, now in
                    let from = since.flatMap(EventWindow.seconds).map { now.addingTimeInterval(-$0) }
                    let events = try await store.events(profileID: chosen.id, since: from, limit: limit)
                    if follow {
                        // As lines, the listed ones first, so a script reads one shape throughout.
                        for event in events { try EventsCommand.printLine(event, json: json) }
                        return try await EventsCommand.follow(store, chosen, after: events.last?.id, json: json)
                    }
                    if json { return try printEventsJSON(events) }
                    printTable(
                        headers: ["WHEN", "SERVER", "WHAT", "EVENT"],
                        rows: events.map { EventLine($0, now: now) }.map {
                            [$0.when, $0.server, $0.label, $0.sentence]
                        },
                        empty: "Nothing has happened\(since.map { " in the last \($0)" } ?? "") on \(chosen.name) yet. "
                            + "`thriftwood notifications hook --server NAME` shows how a server tells Thriftwood.")
                }
            }
        }
    }

    /// `events follow [--json]`: one line per event as it arrives.
    struct Follow: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "follow",
            abstract: "Print each event as it arrives (JSON lines with --json) until interrupted.")
        @Flag(help: "Print each event as one line of JSON.") var json = false
        @OptionGroup var profile: ServersCommand.ProfileOption
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            try await runReportingErrors {
                try await EventsCommand.withEvents(data, profile: profile.profile) { store, chosen, _ in
                    try await EventsCommand.follow(store, chosen, after: nil, json: json)
                }
            }
        }
    }

    /// Prints each event of `profile` after the one numbered `after` (nil: from now) as it is
    /// kept, until interrupted.
    static func follow(_ store: EventStore, _ profile: Profile, after: Int64?, json: Bool) async throws {
        var newest: Int64
        if let after {
            newest = after
        } else {
            newest = try await store.newestID(profileID: profile.id)
        }
        while !Task.isCancelled {
            for event in try await store.events(profileID: profile.id, after: newest) {
                newest = max(newest, event.id ?? newest)
                try printLine(event, json: json)
            }
            try await Task.sleep(for: .seconds(1))
        }
    }

    /// One event as a line: JSON, or its time, server and sentence.
    static func printLine(_ event: StackEvent, json: Bool) throws {
        if json {
            writeSafeOutput(try jsonLine(event))
        } else {
            print("\(Format.dateTime(event.date))  \(event.server.name)  \(event.sentence)")
        }
        fflush(nil)
    }

    /// Runs `body` with the event store, the chosen profile and now.
    static func withEvents(
        _ data: DataDirectoryOption, profile name: String?,
        _ body: (EventStore, Profile, Date) async throws -> Void
    ) async throws {
        try await AppSession.with(data.url) { dependencies in
            let chosen = try await ServersCommand.profile(name, in: dependencies.profiles)
            guard let store = dependencies.events else { throw CLIError("This build keeps no events.") }
            try await body(store, chosen, dependencies.clock())
        }
    }

    /// One event as a line of JSON.
    static func jsonLine(_ event: StackEvent) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return TerminalText.safeJSON(try encoder.encode(event)) + Data("\n".utf8)
    }
}

/// Events as a JSON array, dates in ISO 8601.
func printEventsJSON(_ events: [StackEvent]) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    writeSafeOutput(TerminalText.safeJSON(try encoder.encode(events)) + Data("\n".utf8))
}
