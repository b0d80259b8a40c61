import DownloadKit
import Foundation
import ThriftwoodCore

/// The merged queue's join: three *arr queues and two download clients of 200 items each
/// (half of each client's items sent by an *arr, half its own). Budget: under 5 ms.
func downloadJoinBenchmark() {
    Report.line("merged queue join (3 *arr queues, 2 clients, 200 items each)")
    var rows: [ActivityRow] = []
    for (kind, arr) in [(ServiceKind.radarr, 0), (.sonarr, 1), (.radarr, 2)] {
        for index in 0..<200 {
            rows.append(
                ActivityRow(
                    service: kind, id: "queue/\(arr)-\(index)", title: "Title \(arr)-\(index)",
                    label: StatusLabel("Downloading", .neutral), progress: 0.5, secondsLeft: Double(index),
                    route: nil, downloadId: index % 2 == 0 ? "SABnzbd_nzo_\(arr)_\(index)" : "\(arr)\(index)DRONE"))
        }
    }
    let clients = [ServiceKind.sabnzbd, .nzbget].enumerated().map { offset, kind in
        let items = (0..<200).map { index in
            let arr = index % 3
            let sent = index % 2 == 0
            let id = offset == 0 ? "SABnzbd_nzo_\(arr)_\(index)" : String(index + 1)
            return DownloadItem(
                id: id, name: "Item \(index)", state: .downloading, clientState: "Downloading", progress: 0.5,
                downloadIds: sent ? [offset == 0 ? id : "\(arr)\(index + 1)DRONE", id] : ["own-\(offset)-\(index)"])
        }
        return DownloadJoin.ClientQueue(
            source: ServerRef(kind: kind), queue: DownloadQueue(status: DownloadClientStatus(), items: items))
    }
    var joined = 0
    let time = Measure.best(runs: 20) { joined = DownloadJoin.join(rows, clients).count }
    Measure.report("  join 600 rows with 400 client items (\(joined) rows out)", time, "ms", budget: (5, true))
    Report.line()
}
