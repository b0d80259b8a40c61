/// Names what a request asked for, in words, from its path: `/movie/42` → "Movie 42".
enum ResourceName {
    /// The resource a 404 on `path` means is missing, or nil when the path names no single
    /// item (a missing list endpoint means the API itself is not at this address).
    static func of(path: String) -> String? {
        let clean = path.split(separator: "?").first.map(String.init) ?? path
        let parts = clean.split(separator: "/").map(String.init)
        guard let kind = parts.first else { return nil }
        if kind == "release" { return "release" }
        guard parts.count >= 2, let id = parts.last, Int(id) != nil else { return nil }
        let noun =
            switch kind {
            case "movie": "Movie"
            case "moviefile": "Movie file"
            case "queue": "Download"
            case "command": "Command"
            case "tag": "Tag"
            case "qualityprofile": "Quality profile"
            case "rootfolder": "Root folder"
            default: kind.prefix(1).uppercased() + kind.dropFirst()
            }
        return "\(noun) \(id)"
    }
}
