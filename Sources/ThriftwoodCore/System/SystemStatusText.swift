import ArrKit
import Foundation

extension SystemStatusViewModel.Report {
    /// One health check as the screen says it: its level with a tone, its message, its wiki page.
    public struct HealthLine: Sendable, Hashable {
        /// "Warning: Indexers unavailable due to failures", with the level's tone.
        public let label: StatusLabel
        /// Where the server's wiki explains it.
        public let wiki: String?
    }

    /// One disk: how full it is, and its path and free space in words.
    public struct DiskLine: Sendable, Hashable {
        /// The used share, 0…1.
        public let usedFraction: Double
        /// "/movies · 1.2 TB free of 4 TB (70 % used)".
        public let text: String
    }

    /// The server's facts, labelled, in the screen's order; `name` stands in when it gives none.
    public func facts(name fallback: String, use24Hour: Bool) -> [(label: String, value: String)] {
        [
            ("Name", status.instanceName ?? status.appName ?? fallback), ("Version", status.version ?? "–"),
            ("OS", "\(status.osName ?? "?") \(status.osVersion ?? "")\(status.isDocker == true ? " (Docker)" : "")"),
            ("Started", Format.dateTime(status.startTime, use24Hour: use24Hour)),
            ("Branch", status.branch ?? "–"), ("Database", status.databaseType ?? "–"),
            ("URL base", status.urlBase?.isEmpty == false ? status.urlBase ?? "" : "/"),
        ]
    }

    /// The health checks, worded.
    public var healthLines: [HealthLine] {
        health.map { check in
            let level = RadarrLabels.health(check.type)
            return HealthLine(
                label: StatusLabel("\(level.text): \(check.message ?? "")", level.tone), wiki: check.wikiUrl)
        }
    }

    /// The disks, worded.
    public var diskLines: [DiskLine] {
        disks.map { DiskLine(usedFraction: $0.usedFraction, text: RadarrLabels.disk($0)) }
    }

    /// The running commands, each its name and state with a tone, or why they could not be read.
    public var commandLines: LoadedPart<[StatusLabel]> {
        switch commands {
        case .failed(let notice): .failed(notice)
        case .loaded(let commands):
            .loaded(
                commands.map { command in
                    let state = RadarrLabels.command(command.status)
                    return StatusLabel("\(command.commandName ?? command.name ?? "?") — \(state.text)", state.tone)
                })
        }
    }
}
