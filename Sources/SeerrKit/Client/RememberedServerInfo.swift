import Synchronization

/// The last server info a client read and when, shared by the copies of one client.
final class RememberedServerInfo: Sendable {
    private let kept = Mutex<(info: SeerrServerInfo, at: ContinuousClock.Instant)?>(nil)

    /// The kept info, when it was read less than `maxAge` ago.
    func info(youngerThan maxAge: Duration) -> SeerrServerInfo? {
        kept.withLock { kept in
            guard let kept, ContinuousClock.now - kept.at < maxAge else { return nil }
            return kept.info
        }
    }

    /// Keeps `info`, read now.
    func keep(_ info: SeerrServerInfo) {
        kept.withLock { $0 = (info, ContinuousClock.now) }
    }
}
