import ArrKit
import Foundation

/// Tags by name on any *arr server: the rule every add and edit form and CLI command uses.
public enum TagAssembly {
    /// The ids of the tags called `labels` (matched ignoring case and surrounding spaces),
    /// creating on the server the ones it lacks; `known` is updated with the created tags.
    public static func ids(
        for labels: [String], known: inout [ArrKit.Tag], client: some ArrServiceClient
    ) async throws -> [Int] {
        var ids: [Int] = []
        for label in labels.map({ $0.trimmingCharacters(in: .whitespaces) }) where !label.isEmpty {
            if let tag = known.first(where: { $0.label.caseInsensitiveCompare(label) == .orderedSame }) {
                if !ids.contains(tag.id) { ids.append(tag.id) }
            } else {
                let created = try await client.createTag(label: label)
                known.append(created)
                ids.append(created.id)
            }
        }
        return ids
    }

    /// `chosen` with `id` added when it lacks it, removed when it has it.
    public static func toggling(_ id: Int, in chosen: [Int]) -> [Int] {
        chosen.contains(id) ? chosen.filter { $0 != id } : chosen + [id]
    }

    /// `chosen` with the tag called `label` added (created on the server when it lacks one),
    /// and the server's tags as they are now.
    public static func adding(
        _ label: String, to chosen: [Int], known: [ArrKit.Tag], client: some ArrServiceClient
    ) async throws -> (chosen: [Int], known: [ArrKit.Tag]) {
        var known = known
        var chosen = chosen
        for id in try await ids(for: [label], known: &known, client: client) where !chosen.contains(id) {
            chosen.append(id)
        }
        return (chosen, known)
    }
}
