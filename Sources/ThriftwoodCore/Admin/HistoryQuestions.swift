/// The questions asked before acting on a history record.
public enum HistoryQuestions {
    /// "Mark “Dune.2021…” as failed on Radarr? Radarr blocklists it and searches again."
    public static func markFailed(release: String, server: String) -> String {
        "Mark “\(release)” as failed on \(server)? \(server) blocklists it and searches again."
    }
}
