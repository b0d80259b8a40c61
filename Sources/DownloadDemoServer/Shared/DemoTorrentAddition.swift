import DownloadKit
import Foundation

/// A torrent added by hand to a demo, named and hashed as a real client does: a magnet link's
/// hash is the one it names, a .torrent file's is its info-hash (so the hash `downloads add`
/// prints finds it again); a .torrent link's is the demo's own.
struct DemoTorrentAddition {
    /// The name the list shows.
    let name: String
    /// The info-hash, when the addition tells it.
    let hash: String?

    /// A magnet link or a link to a .torrent. A magnet's `dn` is read as the client reads it:
    /// libtorrent (qBittorrent, Deluge) takes `+` for a space, Transmission keeps it (both seen
    /// on Debian's daemons: `dn=Real+Client%20Probe` is "Real Client Probe" and "Real+Client Probe").
    init(link: String, plusIsSpace: Bool) {
        if link.lowercased().hasPrefix("magnet:") {
            let components = URLComponents(string: link)
            let raw = components?.percentEncodedQueryItems?.first { $0.name == "dn" }?.value
            let spaced = plusIsSpace ? raw?.replacingOccurrences(of: "+", with: "%20") : raw
            name = spaced.map { $0.removingPercentEncoding ?? $0 } ?? "magnet"
            hash = DownloadInput.magnet(link).torrentHash
        } else {
            name = URL(string: link)?.deletingPathExtension().lastPathComponent ?? "torrent"
            hash = nil
        }
    }

    /// An uploaded .torrent file.
    init(fileName: String, contents: Data) {
        name = (fileName as NSString).deletingPathExtension
        hash = DownloadInput.file(name: fileName, contents: contents).torrentHash
    }

    /// Adds it to `queue`, under its own hash when it has one; returns the job's number.
    func add(to queue: DemoDownloadQueue, category: String?, paused: Bool) -> Int {
        queue.add(name: name, category: category, paused: paused, drone: hash)
    }
}
