import ServerKit
import TautulliKit

/// The exit status a Tautulli failure documents, as for the *arrs: a refused key 77,
/// unreachable 69, another kind of server 76, its own refusal 1.
func exitStatus(for error: TautulliError) -> ExitStatus {
    switch error.problem {
    case .refusedKey: return .unauthorized
    case .transport(let failure):
        if case .invalidURL(_) = failure { return .usage }
        return .unreachable
    case .status(let status): return status.kind == .refused ? .unauthorized : .notRadarr
    case .wrongService, .unreadable: return .notRadarr
    case .server: return .failure
    }
}
