import DownloadKit

extension CoreError {
    /// What to do about a download client's error.
    static func suggestion(for error: DownloadError) -> String {
        switch error.problem {
        case .refusedKey: "Copy the API key from \(error.service)'s Config → General into the profile."
        case .refusedCredentials:
            "Set the user name and password from \(error.service)'s Settings → Security in the profile (user:password)."
        case .transport: "Check that \(error.service) is running and the address is right."
        case .wrongService: "Check the address and port of each server in the profile."
        case .notFound: "List the downloads again; it may have finished or been removed."
        case .unsupported: "Use the action \(error.service) has instead."
        case .server, .unreadable, .status: "Try again; if it keeps happening, Settings → Logs has the details."
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
