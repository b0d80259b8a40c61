import DownloadKit
import Foundation
import ServerKit

extension DownloadText {
    /// The facts of one download as label and value, in the order a screen and `downloads show`
    /// print them; what the client did not say is left out, and its own limit is named only for
    /// a client with `capabilities` to set one.
    public static func facts(
        _ details: DownloadDetails, status: DownloadClientStatus? = nil, capabilities: Set<DownloadCapability> = []
    ) -> [(String, String)] {
        let item = details.item
        var facts: [(String, String)] = [("State", state(item)), ("Progress", Format.percent(item.progress))]
        if let size = item.sizeBytes { facts.append(("Size", Format.bytes(size))) }
        if let left = item.leftBytes, left > 0 { facts.append(("Left", Format.bytes(left))) }
        if let status, item.state == .downloading { facts.append(("Time left", timeLeft(item, status: status))) }
        if let seeds = details.seeds { facts.append(("Seeds", count(seeds))) }
        if let peers = details.peers { facts.append(("Peers", count(peers))) }
        // A ratio below 0.01 keeps a third decimal: 39 MB up of 10 GB is 0.004, not "0.00".
        if let ratio = item.ratio {
            facts.append(("Ratio", String(format: ratio > 0 && ratio < 0.01 ? "%.3f" : "%.2f", ratio)))
        }
        if let uploaded = details.uploadedBytes { facts.append(("Uploaded", Format.bytes(uploaded))) }
        if capabilities.contains(.itemLimit) || details.downloadLimit != nil {
            facts.append(("Own limit", ownLimit(details.downloadLimit)))
        }
        if let upload = details.uploadLimit { facts.append(("Upload limit", Format.limit(upload))) }
        facts.append(("Priority", item.priority.description))
        facts.append(("Category", item.category ?? "–"))
        if !details.tags.isEmpty { facts.append(("Tags", details.tags.joined(separator: ", "))) }
        if let path = details.savePath { facts.append(("Saved in", path)) }
        if let added = details.addedAt { facts.append(("Added", Format.dateTime(added))) }
        facts.append(("ID", item.id))
        return facts
    }

    /// "3 of 40", or "3" when the swarm's size is unknown.
    static func count(_ count: DownloadPeerCount) -> String {
        "\(count.connected)" + (count.inSwarm.map { " of \($0)" } ?? "")
    }

    /// A download's own limit: "2.0 MB/s", or "none" (the client's limit alone applies).
    public static func ownLimit(_ bytesPerSecond: ServerCount?) -> String {
        bytesPerSecond.map { Format.limit($0) } ?? "none"
    }

    /// A tracker's standing in words.
    public static func standing(_ standing: DownloadTracker.Standing) -> String {
        switch standing {
        case .working: "working"
        case .waiting: "waiting"
        case .disabled: "off"
        case .failing: "failing"
        }
    }

    /// How a tracker's standing reads at a glance.
    public static func tone(_ standing: DownloadTracker.Standing) -> StatusTone {
        switch standing {
        case .working: .good
        case .waiting, .disabled: .quiet
        case .failing: .problem
        }
    }

    /// The columns of a tracker table.
    public static let trackerHeaders = ["STATE", "SEEDS", "PEERS", "TRACKER", "MESSAGE"]

    /// One tracker row, in ``trackerHeaders``' order.
    public static func trackerRow(_ tracker: DownloadTracker) -> [String] {
        [
            standing(tracker.standing), tracker.seeds.map(String.init) ?? "–", tracker.peers.map(String.init) ?? "–",
            tracker.url, tracker.message ?? "",
        ]
    }

    /// The columns of a file table.
    public static let fileHeaders = ["DONE", "SIZE", "WANTED", "FILE"]

    /// One file row, in ``fileHeaders``' order.
    public static func fileRow(_ file: DownloadFile) -> [String] {
        [Format.percent(file.progress), Format.bytes(file.sizeBytes), file.wanted ? "yes" : "skipped", file.name]
    }
}
