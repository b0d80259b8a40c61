import ServerKit

/// What a test of indexers or download clients says, once for every screen that runs one (an
/// *arr's providers, Prowlarr's indexers): a pass is the action's message, a failure is the
/// action's failure, so no front end ever draws "✓" beside "1 of 5 failed".
enum ProviderTestVerdict {
    /// One provider's test: its pass as the message, its failure thrown.
    static func one(_ provider: String, passed: Bool, server: String) throws(ProviderTestFailed) -> String {
        guard passed else {
            throw ProviderTestFailed(description: "\(provider) failed \(server)'s test.", server: server)
        }
        return "\(provider) passed \(server)'s test."
    }

    /// Every provider's test: all passing as the message, any failing thrown with the count.
    static func all(_ passed: [Bool], server: String) throws(ProviderTestFailed) -> String {
        let failed = passed.filter { !$0 }.count
        guard failed == 0 else {
            throw ProviderTestFailed(
                description: "\(failed) of \(passed.count) failed \(server)'s test.", server: server)
        }
        return "All \(Format.plural(passed.count, "test")) passed."
    }
}

/// A provider test that ran and failed: said as the action's failure, with where to look.
struct ProviderTestFailed: WordedFailure {
    let description: String
    let server: String
    var recoverySuggestion: String { "Each failing row says why; fix it on \(server), then test it again." }
    var isRetryable: Bool { true }
    var category: FailureCategory { .refused }
}
