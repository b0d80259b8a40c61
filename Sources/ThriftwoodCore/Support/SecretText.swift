/// Secrets as screens show them when they are not being edited.
public enum SecretText {
    /// The mask, always this wide: it says a secret is set without saying how long it is.
    static let mask = "••••••••"

    /// A fixed-width mask, so the length does not show. An API key long enough (24 characters
    /// or more) keeps its last four, to tell keys apart; a `user:password` credential keeps its
    /// user. Empty stays empty.
    public static func masked(_ secret: String) -> String {
        guard !secret.isEmpty else { return "" }
        if let colon = secret.firstIndex(of: ":"), colon != secret.startIndex {
            return secret[..<colon] + ":" + mask
        }
        return secret.count >= 24 ? mask + secret.suffix(4) : mask
    }
}
