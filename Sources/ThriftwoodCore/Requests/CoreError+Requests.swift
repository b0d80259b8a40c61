import SeerrKit
import ServerKit

extension CoreError {
    /// What to do about a Seerr error.
    static func suggestion(for error: SeerrError) -> String {
        switch error.problem {
        case .refusedKey: "Copy the API key from Seerr's Settings → General into the profile."
        case .notPermitted:
            "Give the API key's user the permission in Seerr's Users settings, or use an admin's key."
        case .transport(let failure): failure.advice(for: "Seerr")
        case .wrongService: "Check the address and port of each server in the profile."
        case .notFound: "List the requests again; it may have been deleted."
        case .status(let status): status.suggestion(service: "Seerr")
        case .server, .unreadable: "Try again; if it keeps happening, Settings → Logs has the details."
        case .unlinkedPerson:
            "Ask an admin to link your Thriftwood user to your Seerr user (Settings → Users, or thriftwood users seerr)."
        }
    }

    /// Whether trying again may help with a Seerr error.
    static func isRetryable(_ error: SeerrError) -> Bool {
        switch error.problem {
        case .transport, .server, .status, .unreadable: true
        default: false
        }
    }
}
