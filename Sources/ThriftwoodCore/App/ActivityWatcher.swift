import ArrKit
import Foundation
import RadarrAPI

/// Watches Radarr for what the notification preferences ask about: finished downloads and
/// health warnings, turning each into a one-line notice.
@MainActor
final class ActivityWatcher {
    private let radarr: any RadarrService
    private var newestImport: Int?
    private var knownHealth: Set<String>?

    init(radarr: any RadarrService) {
        self.radarr = radarr
    }

    /// Forgets what was seen (after a profile switch), so the next check sets a new baseline.
    func reset() {
        newestImport = nil
        knownHealth = nil
    }

    /// Notices for what happened since the last check; the first check only sets the baseline
    /// for downloads, but reports health problems that already exist.
    func check(_ preferences: NotificationPreferences) async -> [String] {
        guard let client = try? await radarr.client() else { return [] }
        var notices: [String] = []
        if let page = try? await client.history(page: 1, pageSize: 20, eventType: .downloadFolderImported) {
            let newest = page.records.map(\.id).max()
            if let baseline = newestImport, preferences.downloadCompleted {
                for record in page.records.reversed() where record.id > baseline {
                    notices.append("Downloaded: \(record.sourceTitle ?? record.movie?.title ?? "a movie")")
                }
            }
            newestImport = max(newestImport ?? 0, newest ?? 0)
        }
        if let health = try? await client.health() {
            let problems = health.filter { $0.type == .warning || $0.type == .error }
            let messages = Set(problems.compactMap(\.message))
            let fresh = messages.subtracting(knownHealth ?? [])
            if preferences.healthWarnings, !fresh.isEmpty {
                let first = problems.first { fresh.contains($0.message ?? "") }?.message ?? ""
                notices.append(
                    fresh.count == 1
                        ? "Radarr health: \(first)" : "Radarr health: \(fresh.count) new warnings (see System status)")
            }
            knownHealth = messages
        }
        return notices
    }
}
