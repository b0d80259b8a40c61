import DownloadKit
import ServerKit

extension CoreError {
    /// What to do about a download client's error.
    static func suggestion(for error: DownloadError) -> String {
        switch error.problem {
        case .refusedKey:
            let place = DownloadClientKind.all.first { $0.name == error.service }?.credentialPlace
            return "Copy the API key from \(place ?? "\(error.service)'s settings") into the profile."
        case .refusedCredentials:
            return DownloadClientKind.all.first { $0.name == error.service }?.refusalAdvice
                ?? "Check the user name and password in the profile."
        case .transport(let failure): return failure.advice(for: error.service)
        case .wrongService: return "Check the address and port of each server in the profile."
        case .notFound: return "List the downloads again; it may have finished or been removed."
        case .unsupported(let what): return "\(error.service) has no way to \(what); the app offers what it has."
        case .switchedOff(_, _, let place): return "Turn it on in \(error.service) (\(place)), then try again."
        case .wrongInput: return "Add it to a client of the other kind (--server NAME, or its own screen in the app)."
        case .status(let status): return status.suggestion(service: error.service)
        case .server, .unreadable: return "Try again; if it keeps happening, Settings → Logs has the details."
        }
    }

    /// Whether trying again may help with a download client's error.
    static func isRetryable(_ error: DownloadError) -> Bool {
        switch error.problem {
        case .transport, .server, .status, .unreadable: true
        default: false
        }
    }
}
