/// Which of one server's addresses to use: the one in use, and the ones demoted for a while
/// after failing. A value: ``AddressRouter`` keeps one per server and decides when to change it.
public struct AddressChoice: Sendable, Hashable {
    /// The server's addresses, its main one first.
    public let addresses: [String]
    /// The address requests go to now; nil until one has been checked.
    public private(set) var inUse: String?
    /// The address that was in use until it failed; nil while one is in use.
    public private(set) var lastUsed: String?
    /// Until when each failed address is passed over.
    private(set) var demotedUntil: [String: ContinuousClock.Instant] = [:]

    /// How long a failed address is passed over before it is tried again.
    public static let demotion: Duration = .seconds(600)

    /// The address that answered last time (an earlier process's), tried first until one is in use.
    public let preferred: String?

    /// A choice among `addresses`, none in use yet; `preferred` (one of them) is tried first.
    public init(addresses: [String], preferred: String? = nil) {
        self.addresses = addresses
        self.preferred = preferred.flatMap { addresses.contains($0) ? $0 : nil }
    }

    /// The order to try addresses in: the one in use (before any, the one that answered last
    /// time), then those on a network this machine is on (`isLocal`), then the rest, in the
    /// user's order; demoted ones last, in case every other one fails too.
    public func candidates(now: ContinuousClock.Instant, isLocal: (String) -> Bool) -> [String] {
        let demoted = { (address: String) in (demotedUntil[address].map { $0 > now }) ?? false }
        var ordered = addresses.filter { !demoted($0) }
        ordered = ordered.filter(isLocal) + ordered.filter { !isLocal($0) }
        if let first = inUse ?? preferred, let index = ordered.firstIndex(of: first) {
            ordered.remove(at: index)
            ordered.insert(first, at: 0)
        }
        return ordered + addresses.filter(demoted)
    }

    /// Requests go to `address` from now on.
    public mutating func adopt(_ address: String) {
        inUse = address
        lastUsed = nil
        demotedUntil[address] = nil
    }

    /// `address` failed: it is passed over until `now` plus ``demotion``, and is no longer in use.
    public mutating func demote(_ address: String, now: ContinuousClock.Instant) {
        demotedUntil[address] = now + Self.demotion
        if inUse == address {
            inUse = nil
            lastUsed = address
        }
    }

    /// The machine moved to other networks: every address is a candidate again, checked afresh.
    public mutating func forget() {
        lastUsed = inUse ?? lastUsed
        inUse = nil
        demotedUntil = [:]
    }
}
