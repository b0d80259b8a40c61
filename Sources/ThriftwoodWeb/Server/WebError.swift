/// Why the site cannot start, in words for the person starting it.
public enum WebError: Error, CustomStringConvertible {
    /// The TLS certificate or key cannot be used.
    case tlsFiles(String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .tlsFiles(let reason): reason + " Give a PEM certificate chain and its unencrypted PEM key."
        }
    }
}
