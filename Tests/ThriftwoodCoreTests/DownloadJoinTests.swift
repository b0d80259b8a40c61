import ArrKit
import DownloadKit
import Foundation
import NIOCore
import NIOFoundationCompat
import ServerKit
import SonarrAPI
import Testing

@testable import ThriftwoodCore

/// One queue across everything: the *arrs' downloads joined to their clients' items.
@Suite("The merged queue's join of *arr downloads and client items")
struct DownloadJoinTests {
    func fixture(_ name: String) throws -> InMemoryTransport.Reply {
        guard let url = Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return .json(bytes: Array(try Data(contentsOf: url)))
    }

    /// The recorded season pack as the merged queue's rows.
    func seasonPackRows() async throws -> [ActivityRow] {
        let reply = try fixture("sonarr-queue-season-pack.json")
        let sonarr = SonarrClient(
            connection: ServerConnection(baseURL: "http://sonarr.local", apiKey: "key"),
            transport: InMemoryTransport { _ in reply })
        return SonarrDownload.group(try await sonarr.queue().records).map(SonarrActivity.row)
    }

    func item(_ id: String, name: String, state: DownloadState = .downloading, ids: [String] = []) -> DownloadItem {
        DownloadItem(
            id: id, name: name, state: state, clientState: state.description, progress: 0.5, sizeBytes: 1000,
            leftBytes: 500, downloadIds: ids)
    }

    @Test("A season pack's records share one download id: one row, joined once, its hash matched in any case")
    func seasonPack() async throws {
        let rows = try await seasonPackRows()
        #expect(rows.count == 1, "the three records are one download")
        let hash = try #require(rows.first?.downloadId)
        let client = DownloadJoin.ClientQueue(
            source: ServerRef(kind: .nzbget, name: "Torrents"),
            queue: DownloadQueue(
                status: DownloadClientStatus(speedBytesPerSecond: 2_000_000),
                items: [item("7", name: "House.S02.1080p.BluRay.x264-SHORTBREHD", ids: [hash.lowercased()])]))
        let joined = DownloadJoin.join(rows, [client])
        #expect(joined.count == 1, "the client's item is the pack, not a row of its own")
        #expect(joined[0].client?.item.id == "7")
        #expect(joined[0].queueDetail.hasPrefix("Torrents: downloading · 2.0 MB/s"))
    }

    @Test("NZBGet's recorded jobs join by their drone parameter; one no *arr sent is a row of its own")
    func nzbgetDrone() async throws {
        let (status, groups) = (try fixture("nzbget-21.0-status.json"), try fixture("nzbget-21.0-listgroups.json"))
        let transport = InMemoryTransport { request in
            let body = request.body.map { String(buffer: $0) } ?? ""
            return body.contains("listgroups") ? groups : status
        }
        let nzbget = NZBGetClient(
            connection: ServerConnection(baseURL: "http://nzbget.local", apiKey: "u:p"), transport: transport)
        let queue = try await nzbget.queue()
        let radarrRow = ActivityRow(
            service: .radarr, id: "queue/1", title: "Blade Runner (1982)", label: StatusLabel("Downloading", .neutral),
            progress: 0, queueId: 1, route: .radarr(.movieDetail(movieId: 1)), downloadId: "A1B2C3D4E5")
        let joined = DownloadJoin.join([radarrRow], [.init(source: ServerRef(kind: .nzbget), queue: queue)])
        #expect(joined.map(\.title) == ["Blade Runner (1982)", "The.Expanse.S02E03.1080p"])
        #expect(joined[0].client?.item.state == .paused)
        #expect(joined[0].queueDetail == "NZBGet: paused")
        // The client's own row opens that download's screen.
        let own = try #require(queue.items.first { $0.name == "The.Expanse.S02E03.1080p" })
        #expect(joined[1].service == .nzbget && joined[1].route == .downloads(.item(own.id), kind: .nzbget))
        #expect(joined[1].queueDetail.hasPrefix("queued · the client is paused"))
    }

    @Test("A finished torrent still seeding is the client's row with its ratio, unless seeding is hidden")
    func seeding() {
        var seed = item("abc", name: "Big.Buck.Bunny.2008", state: .seeding)
        seed.ratio = 1.42
        let client = DownloadJoin.ClientQueue(
            source: ServerRef(kind: .qbittorrent), queue: DownloadQueue(status: DownloadClientStatus(), items: [seed]))
        let shown = DownloadJoin.join([], [client])
        #expect(shown.map(\.queueDetail) == ["seeding · ratio 1.4"])
        #expect(DownloadJoin.join([], [client], seeding: false).isEmpty)
    }

    @Test("Without clients the rows are the *arrs' own; an id no client has stays unjoined")
    func noMatch() {
        let row = ActivityRow(
            service: .sonarr, id: "queue/2", title: "Severance S02E06", label: StatusLabel("Downloading", .neutral),
            route: nil, downloadId: "SABnzbd_nzo_x")
        #expect(DownloadJoin.join([row], []) == [row])
        let other = DownloadJoin.ClientQueue(
            source: ServerRef(kind: .sabnzbd), queue: DownloadQueue(status: DownloadClientStatus(), items: []))
        #expect(DownloadJoin.join([row], [other]).first?.client == nil)
    }
}
