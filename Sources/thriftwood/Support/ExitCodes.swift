import ArgumentParser

/// Every exit code `thriftwood` uses, with what it means; `--help` prints this table.
enum ExitStatus: Int32, CaseIterable {
    /// It worked.
    case success = 0
    /// A request the server rejected, an invalid deep link, or another failure.
    case failure = 1
    /// Wrong arguments or values that cannot be saved (a profile field, a range).
    case usage = 64
    /// The server could not be reached, timed out, or its certificate was refused.
    case unreachable = 69
    /// Thriftwood's own database could not be opened.
    case cannotCreate = 73
    /// The server is not Radarr (a login page, another program) or answered with an error.
    case notRadarr = 76
    /// The API key is wrong or missing.
    case unauthorized = 77

    /// The code as ArgumentParser's exit value.
    var code: ExitCode { ExitCode(rawValue) }

    /// What the code means, for `--help`.
    var meaning: String {
        switch self {
        case .success: "success"
        case .failure: "failure (a rejected request, an invalid deep link)"
        case .usage: "usage error or a value that cannot be saved"
        case .unreachable: "server unreachable, timed out, or its certificate refused"
        case .cannotCreate: "the data directory's database cannot be opened"
        case .notRadarr: "the server is not the expected service (Radarr, Sonarr) or answered with an error"
        case .unauthorized: "wrong or missing API key, or access refused (403)"
        }
    }

    /// The table for `--help`.
    static var help: String {
        "Exit codes: " + allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: "; ") + ".\n\n"
            + "Timeouts: a server has 30 s to start answering (5 minutes for lookups and release searches, which wait for the indexers); "
            + "then its answer may take as long as it needs while at least 1 KB arrives in every 20 s, "
            + "and the message says how many bytes came in how long when it does not.\n\n"
            + "Live only: commands read the servers as they are now; a server that cannot be reached is an "
            + "error (exit 69), never an old list. The terminal app and serve keep the offline copy."
    }
}
