import ServerKit
import TautulliKit

extension CoreError {
    /// What to do about a Tautulli error.
    static func suggestion(for error: TautulliError) -> String {
        switch error.problem {
        case .refusedKey: "Copy the API key from Tautulli's Settings → Web Interface → API into the profile."
        case .transport(let failure): failure.advice(for: "Tautulli")
        case .wrongService: "Check the address and port of each server in the profile."
        case .server(let message) where message.contains("Plex Pass"):
            "Plex stops streams only for servers with Plex Pass; ask the viewer instead."
        case .status(let status): status.suggestion(service: "Tautulli")
        case .server, .unreadable: "Try again; if it keeps happening, Settings → Logs has the details."
        }
    }

    /// Whether trying again may help with a Tautulli error.
    static func isRetryable(_ error: TautulliError) -> Bool {
        switch error.problem {
        case .transport, .status, .unreadable: true
        case .server(let message): !message.contains("Plex Pass")
        default: false
        }
    }
}
