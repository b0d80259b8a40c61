import Foundation
import SeerrKit

/// Finds the titles Seerr's requests name only by id.
public enum SeerrTitles {
    /// The titles of `keys`: the ones `store` keeps at once, the others looked up (six at a
    /// time) and kept. A title that cannot be looked up is missing from the answer and counted.
    public static func resolve(
        _ keys: Set<SeerrTitleKey>, with client: SeerrClient, store: any SeerrTitleStore, now: Date
    ) async -> (titles: [SeerrTitleKey: SeerrTitle], failed: Int) {
        var found: [SeerrTitleKey: SeerrTitle]
        do {
            found = try await store.titles(keys)
        } catch {
            // An unreadable offline copy only costs look-ups: every title is fetched again.
            found = [:]
        }
        let missing = keys.subtracting(found.keys).sorted {
            ($0.mediaType.rawValue, $0.tmdbId) < ($1.mediaType.rawValue, $1.tmdbId)
        }
        var fetched: [SeerrTitle] = []
        var failed = 0
        for start in stride(from: 0, to: missing.count, by: 6) {
            let answers = await lookUp(Array(missing[start..<min(start + 6, missing.count)]), with: client)
            fetched += answers.compactMap { $0 }
            failed += answers.count { $0 == nil }
        }
        for title in fetched { found[title.key] = title }
        do {
            try await store.keep(fetched, at: now)
        } catch {
            // Not kept: they are looked up again next time; what the screen shows is unchanged.
        }
        return (found, failed)
    }

    /// Looks up `keys` at once; nil for each that failed.
    static func lookUp(_ keys: [SeerrTitleKey], with client: SeerrClient) async -> [SeerrTitle?] {
        await withTaskGroup(of: SeerrTitle?.self) { group in
            for key in keys {
                group.addTask {
                    do { return try await client.title(key) } catch { return nil }
                }
            }
            var answers: [SeerrTitle?] = []
            for await answer in group { answers.append(answer) }
            return answers
        }
    }
}
