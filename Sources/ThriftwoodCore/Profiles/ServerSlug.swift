/// A server's name as links and the command line write it: lower case, letters and digits,
/// words joined by `-` ("Radarr 4K" is `radarr-4k`).
public enum ServerSlug {
    /// The slug of `name`; a name with no letters or digits gives `server`.
    public static func make(_ name: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in name.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                slug.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "server" : slug
    }
}
