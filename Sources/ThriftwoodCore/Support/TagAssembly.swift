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
}
