/// How a secret (an API key, a password) is shown outside the field that edits it.
public enum SecretText {
    /// All but the last four characters hidden; a short secret (under 12 characters) is hidden
    /// whole, since its last four would be most of it. Empty stays empty.
    public static func masked(_ secret: String) -> String {
        guard !secret.isEmpty else { return "" }
        guard secret.count >= 12 else { return String(repeating: "•", count: secret.count) }
        return String(repeating: "•", count: secret.count - 4) + secret.suffix(4)
    }
}
