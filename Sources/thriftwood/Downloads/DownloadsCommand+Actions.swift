import ArgumentParser
import DownloadKit
import Foundation
import ThriftwoodCore

extension DownloadsCommand {
    /// `thriftwood downloads pause [ID…|--all] [--for 30m]`.
    struct Pause: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pause", abstract: "Pause downloads, or the whole client (--all), for a while with --for.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The downloads' ids.") var ids: [String] = []
        @Flag(help: "Pause the whole client.") var all = false
        @Option(name: .customLong("for"), help: "With --all: resume by itself after this long, e.g. 30m, 1h, 3h.")
        var duration: String?

        func validate() throws {
            guard all != !ids.isEmpty else {
                throw ValidationError("Give the downloads' ids, or --all for the whole client.")
            }
            if duration != nil, !all { throw ValidationError("--for pauses the whole client: add --all.") }
            if let duration, DownloadDuration.minutes(duration) == nil {
                throw ValidationError("--for takes a time such as 30m, 1h or 3h (up to a week).")
            }
        }

        func run() async throws {
            try await runReportingErrors {
                let minutes = duration.flatMap(DownloadDuration.minutes)
                try await connection.withDownloadClient(owning: ids) { chosen, items in
                    if all {
                        try await chosen.client.pauseAll(forMinutes: minutes)
                        print("Paused \(chosen.name)" + (minutes.map { " for \(DownloadDuration.words($0))" } ?? ""))
                    } else {
                        try await chosen.client.pause(items.map(\.id))
                        print("Paused \(items.map(DownloadText.named).joined(separator: ", ")) on \(chosen.name)")
                    }
                }
            }
        }
    }

    /// `thriftwood downloads resume [ID…|--all]`.
    struct Resume: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resume", abstract: "Resume downloads, or the whole client (--all).")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The downloads' ids.") var ids: [String] = []
        @Flag(help: "Resume the whole client.") var all = false

        func validate() throws {
            guard all != !ids.isEmpty else {
                throw ValidationError("Give the downloads' ids, or --all for the whole client.")
            }
        }

        func run() async throws {
            try await runReportingErrors {
                try await connection.withDownloadClient(owning: ids) { chosen, items in
                    if all {
                        try await chosen.client.resumeAll()
                        print("Resumed \(chosen.name)")
                    } else {
                        try await chosen.client.resume(items.map(\.id))
                        print("Resumed \(items.map(DownloadText.named).joined(separator: ", ")) on \(chosen.name)")
                    }
                }
            }
        }
    }

    /// `thriftwood downloads remove ID… [--delete-files] [--yes]`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove downloads from the queue (say --yes: the command names what it would remove).")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The downloads' ids.") var ids: [String]
        @Flag(name: .customLong("delete-files"), help: "Also delete what they downloaded.") var deleteFiles = false
        @Flag(help: "Yes, remove them.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await connection.withDownloadClient(owning: ids) { chosen, items in
                    let what =
                        "\(Format.list(items.map(DownloadText.named))) from \(chosen.name)"
                        + (deleteFiles ? (ids.count == 1 ? ", deleting its files" : ", deleting their files") : "")
                    guard yes else { throw CLIError("This would remove \(what). Add --yes to remove it.") }
                    try await chosen.client.remove(items.map(\.id), deleteFiles: deleteFiles)
                    print("Removed \(what)")
                }
            }
        }
    }

    /// `thriftwood downloads priority ID… LEVEL`.
    struct Priority: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "priority", abstract: "Set downloads' priority: force, high, normal or low.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The downloads' ids, then the priority.") var arguments: [String]

        func validate() throws {
            guard arguments.count >= 2, let last = arguments.last, DownloadPriority(word: last) != nil else {
                throw ValidationError("Give the ids, then a priority: force, high, normal or low.")
            }
        }

        func run() async throws {
            try await runReportingErrors {
                let ids = Array(arguments.dropLast())
                guard let word = arguments.last, let priority = DownloadPriority(word: word) else { return }
                try await connection.withDownloadClient(owning: ids) { chosen, items in
                    try await chosen.client.setPriority(priority, of: items.map(\.id))
                    print(
                        "Set \(items.map(DownloadText.named).joined(separator: ", ")) to \(priority) on \(chosen.name)")
                }
            }
        }
    }

    /// `thriftwood downloads top ID`.
    struct Top: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "top", abstract: "Move a download to the top of its client's queue.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The download's id.") var id: String

        func run() async throws {
            try await runReportingErrors {
                try await connection.withDownloadClient(owning: [id]) { chosen, items in
                    try await chosen.client.moveToTop(items.first?.id ?? id)
                    print("Moved \(items.map(DownloadText.named).joined()) to the top of \(chosen.name)")
                }
            }
        }
    }

    /// `thriftwood downloads limit [ID…] 5M|50%|off`.
    struct Limit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "limit",
            abstract:
                "Limit a client's download speed, or with ids those torrents' own: a rate (5M, 500K), a share of the line (50%, SABnzbd) or off."
        )
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The torrents' ids, if only they are limited; then 5M, 500K, 50% or off.")
        var arguments: [String]

        func validate() throws {
            guard let last = arguments.last, SpeedLimit(typed: last) != nil else {
                throw ValidationError("'\(arguments.last ?? "")' is not a limit: write 5M, 500K, 50% or off.")
            }
        }

        func run() async throws {
            try await runReportingErrors {
                guard let word = arguments.last, let limit = SpeedLimit(typed: word) else { return }
                let ids = Array(arguments.dropLast())
                try await connection.withDownloadClient(owning: ids) { chosen, items in
                    if ids.isEmpty {
                        try await chosen.client.setSpeedLimit(limit)
                        // Some clients (deluge-web) report a new limit a moment after taking it:
                        // read it back until it shows, a second at most, and say what it says.
                        var status = try await chosen.client.queue().status
                        for _ in 0..<5 where status.limit.isLimited != limit.isLimited {
                            try await Task.sleep(for: .milliseconds(200))
                            status = try await chosen.client.queue().status
                        }
                        print("\(chosen.name): \(DownloadText.limit(status))")
                    } else {
                        try await chosen.client.setItemSpeedLimit(limit, of: items.map(\.id))
                        let own = try await chosen.client.details(items.first?.id ?? ids[0]).downloadLimit
                        print(
                            "\(items.map(DownloadText.named).joined(separator: ", ")) on \(chosen.name): "
                                + (own.map { "limit \(Format.limit($0))" } ?? "no limit of its own"))
                    }
                }
            }
        }
    }

    /// `thriftwood downloads retry ID`.
    struct Retry: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "retry", abstract: "Retry a failed download from the history.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The history entry's id.") var id: String

        func run() async throws {
            try await runReportingErrors {
                try await connection.withDownloadClient(owning: [], history: [id]) { chosen, _ in
                    let queued = try await chosen.client.retry(id)
                    print("Retrying on \(chosen.name): queued as \(queued)")
                }
            }
        }
    }

    /// `thriftwood downloads add LINK|MAGNET|FILE [--server NAME] [--category C] [--paused]`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a download by hand: a link, a magnet link, or a local .torrent or .nzb file.",
            discussion: """
                Without --server, the profile's one client that takes it is used: a magnet link or \
                a .torrent goes to a torrent client, an .nzb to a Usenet one.
                """)
        @OptionGroup var connection: ConnectionOptions
        @Argument(
            help: "An http(s) link to an .nzb or .torrent, a magnet link, or the path of a .torrent or .nzb file.")
        var source: String
        @Option(help: "The category (label) to file it under.") var category: String?
        @Flag(help: "Add it paused.") var paused = false

        func run() async throws {
            try await runReportingErrors {
                let parsed = try DownloadInput.parse(source) { path in
                    do {
                        return try Data(contentsOf: URL(fileURLWithPath: path))
                    } catch {
                        throw CLIError("Cannot read \(path): \(error.localizedDescription)")
                    }
                }
                guard let parsed else {
                    throw CLIError(
                        "'\(source)' is not an http(s) link, a magnet link or the path of a .torrent or .nzb file.")
                }
                try await connection.withDownloadClients { clients in
                    let chosen = try DownloadTarget.pick(among: clients, for: parsed)
                    let id = try await chosen.client.add(DownloadAddition(parsed, category: category, paused: paused))
                    print(
                        "Added \(parsed.description) to \(chosen.name)" + (id.map { " as \($0)" } ?? "")
                            + (paused ? ", paused" : ""))
                }
            }
        }
    }
}
