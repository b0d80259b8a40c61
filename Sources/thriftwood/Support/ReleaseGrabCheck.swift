import ThriftwoodCore

/// Refuses a grab of a release its server rejected, printing the server's reasons and how to
/// grab it anyway (`--force`); a release not found again (its indexer dropped it) goes ahead
/// and the server itself answers for it.
func refuseRejected(_ offer: ReleaseOffer?, by server: String) throws {
    guard let refusal = offer?.grabRefusal(by: server) else { return }
    throw CLIError(refusal + "\n  Add --force to grab it anyway.")
}
