import DownloadKit
import Foundation
import ServerKit

/// A download as its client sees it, joined to the *arr's row of it.
public struct DownloadLink: Sendable, Hashable {
    /// The client it is in ("SABnzbd").
    public let source: ServerRef
    /// The client's item.
    public let item: DownloadItem
    /// The client's speed when this is the item it downloads now, else nil.
    public let speedBytesPerSecond: ServerCount?
    /// Whether the whole client is paused.
    public let clientPaused: Bool

    /// "SABnzbd: downloading · 13 MB/s", "NZBGet: paused (the client is paused)", with the
    /// health when articles are missing.
    public var line: String { "\(source.name): " + state }

    /// The client's state without its name: "downloading · 13 MB/s".
    public var state: String {
        var parts = [DownloadText.state(item)]
        if let speedBytesPerSecond, speedBytesPerSecond > 0 { parts.append(DownloadText.speed(speedBytesPerSecond)) }
        if clientPaused && item.state != .paused { parts.append("the client is paused") }
        return parts.joined(separator: " · ")
    }
}

/// One queue across everything: each *arr's download joined to its client's item by download
/// id (SABnzbd's `nzo_id`; NZBGet's `drone` parameter, else its NZBID), and the clients' items
/// no *arr knows about as rows of their own.
public enum DownloadJoin {
    /// What one client's queue answered.
    public struct ClientQueue: Sendable {
        /// The client.
        public let source: ServerRef
        /// Its queue.
        public let queue: DownloadQueue

        /// Pairs a client with its queue.
        public init(source: ServerRef, queue: DownloadQueue) {
            self.source = source
            self.queue = queue
        }
    }

    /// `rows` (the *arrs' queues) with each download's client view, then the client-only items
    /// (finished torrents still seeding among them unless `seeding` is false). A Sonarr season
    /// pack is one row already; several rows with one id all get the link.
    public static func join(_ rows: [ActivityRow], _ clients: [ClientQueue], seeding: Bool = true) -> [ActivityRow] {
        guard !clients.isEmpty else { return rows }
        var index: [String: (client: Int, item: Int)] = [:]
        for (clientIndex, client) in clients.enumerated() {
            for (itemIndex, item) in client.queue.items.enumerated() {
                for id in item.downloadIds {
                    index[id.lowercased()] = index[id.lowercased()] ?? (clientIndex, itemIndex)
                }
            }
        }
        var claimed = Set<[Int]>()
        var joined = rows.map { row -> ActivityRow in
            guard let id = row.downloadId?.lowercased(), let (client, item) = index[id] else { return row }
            claimed.insert([client, item])
            var linked = row
            linked.client = link(clients[client], clients[client].queue.items[item])
            return linked
        }
        for (clientIndex, client) in clients.enumerated() {
            // A finished torrent seeding stays the client's row ("seeding · ratio 1.4") unless hidden.
            for (itemIndex, item) in client.queue.items.enumerated()
            where !claimed.contains([clientIndex, itemIndex])
                && (seeding || (item.state != .seeding && item.state != .completed))
            {
                var row = ActivityRow(
                    service: client.source.kind, id: "download/\(item.id)", title: item.name,
                    detail: item.category.map { "category \($0)" } ?? "",
                    label: StatusLabel(item.state.description.capitalizedFirst, DownloadText.tone(item.state)),
                    progress: item.progress, secondsLeft: secondsLeft(item, client.queue.status).map(Double.init),
                    route: .downloads(.item(item.id), kind: client.source.kind), downloadId: item.id
                ).from(client.source)
                row.client = link(client, item)
                joined.append(row)
            }
        }
        return joined
    }

    /// The clients' items by every download id an *arr may use for them, for a caller that
    /// joins its own records (the CLI's queue table).
    public struct Index: Sendable {
        let clients: [ClientQueue]
        let byId: [String: (client: Int, item: Int)]

        /// Indexes `clients`' items.
        public init(_ clients: [ClientQueue]) {
            self.clients = clients
            var byId: [String: (client: Int, item: Int)] = [:]
            for (clientIndex, client) in clients.enumerated() {
                for (itemIndex, item) in client.queue.items.enumerated() {
                    for id in item.downloadIds {
                        byId[id.lowercased()] = byId[id.lowercased()] ?? (clientIndex, itemIndex)
                    }
                }
            }
            self.byId = byId
        }

        /// The client's view of the download an *arr knows by `downloadId`.
        public func link(for downloadId: String?) -> DownloadLink? {
            guard let id = downloadId?.lowercased(), let (client, item) = byId[id] else { return nil }
            return DownloadJoin.link(clients[client], clients[client].queue.items[item])
        }

        /// Each client's items none of `downloadIds` names: the downloads no *arr sent.
        public func unclaimed(by downloadIds: [String?]) -> [(source: ServerRef, links: [DownloadLink])] {
            let claimed = Set(downloadIds.compactMap { $0?.lowercased() })
            return clients.map { client in
                let own = client.queue.items.filter { item in
                    !item.downloadIds.contains { claimed.contains($0.lowercased()) }
                }
                return (client.source, own.map { DownloadJoin.link(client, $0) })
            }
        }
    }

    static func link(_ client: ClientQueue, _ item: DownloadItem) -> DownloadLink {
        let status = client.queue.status
        return DownloadLink(
            source: client.source, item: item,
            speedBytesPerSecond: item.state == .downloading && !status.paused ? status.speedBytesPerSecond : nil,
            clientPaused: status.paused)
    }

    static func secondsLeft(_ item: DownloadItem, _ status: DownloadClientStatus) -> ServerCount? {
        if let seconds = item.timeLeftSeconds { return seconds }
        guard item.state == .downloading, status.speedBytesPerSecond > 0, let left = item.leftBytes else { return nil }
        return left / status.speedBytesPerSecond
    }
}

extension ActivityRow {
    /// A queue row's detail with the client's view first: "SABnzbd: downloading · 13 MB/s ·
    /// The.Wire.S03E01…" for an *arr's download, "downloading · category tv" for a client's own.
    public var queueDetail: String {
        guard let client else { return detail }
        let lead = service.isDownloadClient ? client.state : client.line
        return [lead, detail].filter { !$0.isEmpty }.joined(separator: " · ")
    }
}

extension String {
    /// The text with its first letter upper-cased ("downloading" → "Downloading").
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
