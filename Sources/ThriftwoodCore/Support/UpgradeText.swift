/// How an item below its quality cutoff is described, for every service.
public enum UpgradeText {
    /// "WEBDL-720p → Bluray-1080p": the file's quality and the profile's cutoff; whichever is
    /// unknown is said in words ("a file", "its cutoff").
    public static func detail(has current: String?, cutoff: String?) -> String {
        "\(current ?? "a file") → \(cutoff ?? "its cutoff")"
    }

    /// Each profile's cutoff quality name by profile id, from `profiles`.
    public static func cutoffs(_ profiles: [QualityProfileCutoff]) -> [Int: String] {
        Dictionary(profiles.compactMap { profile in profile.name.map { (profile.id, $0) } }) { first, _ in first }
    }
}

/// A quality profile's id and the name of its cutoff quality.
public struct QualityProfileCutoff: Sendable, Hashable {
    /// The profile's id.
    public let id: Int
    /// Its cutoff quality's name, when the server said.
    public let name: String?

    /// Creates one.
    public init(id: Int, name: String?) {
        self.id = id
        self.name = name
    }
}
