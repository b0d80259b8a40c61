/// Names what a request asked for, in words, from its path: `/movie/42` → "Movie 42".
enum ResourceName {
    /// The resource a 404 on `path` means is missing, or nil when the path names no single
    /// item (a missing list endpoint means the API itself is not at this address).
    static func of(path: String, in service: ArrService) -> String? {
        let clean = path.split(separator: "?").first.map(String.init) ?? path
        let parts = clean.split(separator: "/").map(String.init)
        guard let kind = parts.first else { return nil }
        if kind == "release" { return "release" }
        guard parts.count >= 2, let id = parts.last, Int(id) != nil else { return nil }
        let noun = service.resourceNouns[kind] ?? shared[kind] ?? kind.prefix(1).uppercased() + kind.dropFirst()
        return "\(noun) \(id)"
    }

    /// Whether `path` is one every version of the service answers (its status, its own
    /// resources such as `/movie`, the shared ones such as `/queue`): a 404 there means the
    /// address has no API of the service at all.
    static func isCore(_ path: String, in service: ArrService) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard let kind = parts.first else { return true }
        if kind == "system" || kind == "ping" { return true }
        return parts.count == 1 && (service.resourceNouns[kind] != nil || shared[kind] != nil)
    }

    /// Nouns for the resources every *arr service has.
    private static let shared = [
        "queue": "Download", "command": "Command", "tag": "Tag", "qualityprofile": "Quality profile",
        "rootfolder": "Root folder",
    ]
}
