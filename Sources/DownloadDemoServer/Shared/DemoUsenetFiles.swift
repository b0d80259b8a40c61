import Foundation

/// The files of a demo usenet job: its RAR volumes, then its PAR2 index and one recovery volume
/// held back (downloaded only when repair needs it); what is done fills the volumes in order.
struct DemoUsenetFiles: Sendable {
    /// One file: its name, its bytes and how many of them are still to come.
    struct File: Sendable {
        let name: String
        let size: Int64
        let left: Int64
        /// Whether the client holds it back (a recovery volume).
        let held: Bool
    }

    let files: [File]

    init(name: String, size: Int64, downloaded: Int64) {
        let volumes = Int(clamping: max(1, min(12, size / 400_000_000)))
        let recovery = max(1, size / 50)
        let each = (size - recovery) / Int64(volumes)
        var remaining = downloaded
        var files: [File] = []
        for index in 0..<volumes {
            let done = min(each, max(0, remaining))
            remaining -= done
            files.append(
                File(
                    name: String(format: "%@.part%02d.rar", name, index + 1), size: each, left: each - done, held: false
                ))
        }
        files.append(File(name: "\(name).par2", size: 48_000, left: downloaded > 0 ? 0 : 48_000, held: false))
        files.append(File(name: "\(name).vol00+01.par2", size: recovery, left: recovery, held: true))
        self.files = files
    }
}

extension DemoDownloadQueue {
    /// The files of the queued job `number`, nil when there is none.
    func usenetFiles(of number: Int) -> DemoUsenetFiles? {
        read { state in
            state.jobs.first { $0.number == number }.map {
                DemoUsenetFiles(name: $0.name, size: $0.size, downloaded: $0.downloaded)
            }
        }
    }
}
