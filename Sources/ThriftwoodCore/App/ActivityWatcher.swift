import ArrKit
import Foundation

/// Watches every service for what the notification preferences ask about: finished
/// downloads and health warnings, turning each into a one-line notice.
@MainActor
final class ActivityWatcher {
    /// One server's imports and health, as its kind declares them.
    typealias Source = WatchSource

    private var sources: [Source]
    private var newestImport: [ServerRef: Int] = [:]
    private var knownHealth: [ServerRef: Set<String>] = [:]

    /// Watches `sources`, in order.
    init(sources: [Source]) {
        self.sources = sources
    }

    /// Watches `sources` from now on (the servers of a profile just put in use), from a new baseline.
    func watch(_ sources: [Source]) {
        self.sources = sources
        reset()
    }

    /// Forgets what was seen (after a profile switch), so the next check sets a new baseline.
    func reset() {
        newestImport = [:]
        knownHealth = [:]
    }

    /// Notices for what happened since the last check; the first check only sets the baseline
    /// for downloads, but reports health problems that already exist. A service that is not
    /// set up or cannot be reached adds nothing (its own screens say why).
    func check(_ preferences: NotificationPreferences) async -> [String] {
        var notices: [String] = []
        for source in sources {
            if let imports = await Self.attempt(source.imports) {
                let kind = source.server
                if let baseline = newestImport[kind], preferences.downloadCompleted {
                    for record in imports.reversed() where record.id > baseline {
                        notices.append("Downloaded: \(record.title)")
                    }
                }
                newestImport[kind] = max(newestImport[kind] ?? 0, imports.map(\.id).max() ?? 0)
            }
            if let health = await Self.attempt(source.health) {
                notices += healthNotices(health, of: source.server, preferences)
            }
        }
        return notices
    }

    private func healthNotices(
        _ health: [HealthCheck], of kind: ServerRef, _ preferences: NotificationPreferences
    ) -> [String] {
        let problems = health.filter { $0.type == .warning || $0.type == .error }
        let messages = Set(problems.compactMap(\.message))
        let fresh = messages.subtracting(knownHealth[kind] ?? [])
        knownHealth[kind] = messages
        guard preferences.healthWarnings, !fresh.isEmpty else { return [] }
        let first = problems.first { fresh.contains($0.message ?? "") }?.message ?? ""
        let name = kind.name
        return [
            fresh.count == 1
                ? "\(name) health: \(first)" : "\(name) health: \(fresh.count) new warnings (see System status)"
        ]
    }

    /// The body's value, or nil when the service could not answer (background checks stay quiet).
    private static func attempt<T: Sendable>(_ body: @Sendable () async throws -> T) async -> T? {
        do { return try await body() } catch { return nil }
    }
}
