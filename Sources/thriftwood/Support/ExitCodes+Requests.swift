import SeerrKit
import ServerKit

/// The exit status a Seerr failure documents, as for the *arrs: a refused key or a missing
/// permission 77, unreachable 69, another kind of server 76.
func exitStatus(for error: SeerrError) -> ExitStatus {
    switch error.problem {
    case .refusedKey, .notPermitted, .unlinkedPerson: return .unauthorized
    case .transport(let failure):
        if case .invalidURL(_) = failure { return .usage }
        return .unreachable
    case .status(let status): return status.kind == .refused ? .unauthorized : .notRadarr
    case .wrongService, .unreadable: return .notRadarr
    case .server, .notFound: return .failure
    }
}
