import ArrKit

/// Which of a server's indexers are failing, in one sentence, so that a release search that
/// found nothing (or little) can be trusted or not: "1 of 2 indexers is failing on Radarr:
/// DemoUsenet — Indexers unavailable due to failures for more than 6 hours."
public enum IndexerFailures {
    /// How few releases make a search "short" enough to say which indexers fail.
    public static let shortSearch = 5

    /// The sentence for `providers` of `server` given its `health`; nil when none is failing.
    public static func sentence(providers: [ServerProvider], health: [HealthCheck], server: String) -> String? {
        let enabled = providers.filter(\.isEnabled)
        let checks = health.filter { $0.source?.hasPrefix("Indexer") == true }
        let failing = enabled.compactMap(\.name).filter { name in
            checks.contains { $0.message.map { AdminRows.mentions($0, name) } == true }
        }
        guard !failing.isEmpty else { return nil }
        let reasons = checks.compactMap(\.message).filter { message in
            failing.contains { AdminRows.mentions(message, $0) }
        }
        let verb = failing.count == 1 ? "is" : "are"
        return "\(failing.count) of \(Format.plural(enabled.count, "indexer")) \(verb) failing on \(server): "
            + Format.list(failing) + (reasons.isEmpty ? "." : " — " + reasons.joined(separator: "; ") + ".")
    }

    /// The sentence for the server `client` reaches, read from its indexers and health; nil
    /// when none is failing or they cannot be read (the search's own result stands).
    public static func read(from client: any ArrServiceClient, server: String) async -> String? {
        async let providers = LoadedPart.capture { try await client.providers(.indexers) }
        async let health = LoadedPart.capture { try await client.health() }
        guard let providers = await providers.value, let health = await health.value else { return nil }
        return sentence(providers: providers, health: health, server: server)
    }

    /// The server's own sentence and the others' (Prowlarr's), as one; nil when none says anything.
    public static func joined(_ own: String?, _ others: [String]) -> String? {
        let all = ([own].compactMap { $0 } + others).filter { !$0.isEmpty }
        return all.isEmpty ? nil : all.joined(separator: " ")
    }
}
