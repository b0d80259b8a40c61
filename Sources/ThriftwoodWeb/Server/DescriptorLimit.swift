#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's limit on open descriptors (sockets, the database's files), raised at start to
/// what the system allows: a login shell's and a systemd service's soft limit is 1,024, which a
/// household's browsers, the servers' requests and a flood of idle sockets would share.
enum DescriptorLimit {
    /// Raises the soft limit to the hard one, and returns the soft limit now in force (nil when
    /// it cannot be read).
    static func raised() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)  // unlimited (all bits set) clamps to Int.max
    }

    /// How many connections `serve` holds at once under a descriptor limit of `descriptors`:
    /// three quarters, leaving the rest to the database, the servers' requests and the files it
    /// reads; never fewer than 32, never more than 10,000.
    static func connectionCap(descriptors: Int?) -> Int {
        guard let descriptors else { return 768 }
        return min(10_000, max(32, descriptors / 4 * 3))
    }
}
