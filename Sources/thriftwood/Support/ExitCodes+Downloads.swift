import DownloadKit
import ServerKit

/// The exit status a download client's failure documents, as for the *arrs: refused
/// credentials 77, unreachable 69, another kind of server 76, something for the other protocol 64.
func exitStatus(for error: DownloadError) -> ExitStatus {
    switch error.problem {
    case .refusedKey, .refusedCredentials: return .unauthorized
    case .transport(let failure):
        if case .invalidURL(_) = failure { return .usage }
        return .unreachable
    case .status(let status): return status.kind == .refused ? .unauthorized : .notRadarr
    case .wrongService, .unreadable: return .notRadarr
    case .wrongInput: return .usage
    case .server, .notFound, .unsupported, .switchedOff: return .failure
    }
}
