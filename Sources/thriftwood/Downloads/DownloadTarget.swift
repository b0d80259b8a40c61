import DownloadKit
import ThriftwoodCore

/// Which of the profile's download clients a download added by hand goes to.
enum DownloadTarget {
    /// The one client of `clients` that takes `source`: the only client there is (which
    /// refuses, in its words, what it cannot take), else the only one of the source's protocol.
    static func pick(among clients: [ChosenDownloadClient], for source: DownloadInput) throws -> ChosenDownloadClient {
        if clients.count == 1, let only = clients.first { return only }
        let takers = clients.filter { chosen in
            guard let needed = source.protocol else { return true }
            return chosen.kind.downloadClient?.transfers == needed
        }
        if takers.count == 1, let only = takers.first { return only }
        if takers.isEmpty {
            throw CLIError(
                "None of \(Format.list(clients.map(\.name))) takes \(source.description) "
                    + "(it needs \(source.clientNeeded ?? "another client")).")
        }
        throw CLIError(
            "\(Format.list(takers.map(\.name))) could each take \(source.description): "
                + "say which with --server NAME.")
    }
}
