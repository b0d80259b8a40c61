import ArrKit
import Foundation

/// A filter saved under a name on the server (so Radarr's or Sonarr's web interface shows it
/// too), as Thriftwood reads it.
public struct SavedFilter: Hashable, Sendable, Identifiable {
    /// The server's id.
    public let id: Int
    /// The name.
    public let name: String
    /// The expression its rows spell, when Thriftwood can read them.
    public let expression: FilterExpression?
    /// Why it cannot be used here, when it cannot.
    public let problem: ServerFilterProblem?

    /// Creates a saved filter.
    public init(id: Int, name: String, expression: FilterExpression?, problem: ServerFilterProblem?) {
        self.id = id
        self.name = name
        self.expression = expression
        self.problem = problem
    }

    /// "Recent monitored — monitored and year >= 2015", or the name and why it cannot be used.
    public var line: String {
        if let expression { return "\(name) — \(expression)" }
        return "\(name) — cannot be used here: \(reason)"
    }

    /// Why it cannot be used, to follow a colon: "it uses “genres”, which …".
    public var reason: String {
        let message = problem?.message ?? "Thriftwood cannot read it."
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}

/// One service's saved filters on its server: read, save and delete through
/// `/api/v3/customfilter`, translated by the service's vocabulary.
public struct SavedFilterActions: Sendable {
    /// How the list's fields are spelled on the server.
    public let vocabulary: ServerFilterVocabulary
    let list: @Sendable () async throws -> [CustomFilter]
    let create: @Sendable (CustomFilter) async throws -> CustomFilter
    let update: @Sendable (CustomFilter) async throws -> CustomFilter
    let remove: @Sendable (Int) async throws -> Void
    let tags: @Sendable () async throws -> [Int: String]

    /// The actions over a service's client.
    public init<Client: ArrServiceClient>(
        vocabulary: ServerFilterVocabulary, client: @escaping @Sendable () async throws -> Client
    ) {
        self.vocabulary = vocabulary
        list = { try await client().customFilters() }
        create = { try await client().createCustomFilter($0) }
        update = { try await client().updateCustomFilter($0) }
        remove = { try await client().deleteCustomFilter(id: $0) }
        tags = { Dictionary(try await client().tags().map { ($0.id, $0.label) }) { first, _ in first } }
    }

    /// This list's saved filters, each read or with why it cannot be; the server's filters
    /// for other lists are left out.
    public func load() async throws -> [SavedFilter] {
        async let filters = list()
        async let names = tags()
        let (all, tagNames) = try await (filters, names)
        return all.filter { $0.type == vocabulary.listType }.map { filter in
            do throws(ServerFilterProblem) {
                let expression = try vocabulary.expression(for: filter.filters, tags: tagNames)
                return SavedFilter(id: filter.id ?? 0, name: filter.label, expression: expression, problem: nil)
            } catch {
                return SavedFilter(id: filter.id ?? 0, name: filter.label, expression: nil, problem: error)
            }
        }
    }

    /// Saves `expression` under `name`, replacing this list's filter of the same name (any
    /// case); returns what the server kept. Throws ``ServerFilterProblem`` when the server's
    /// filters cannot hold the expression.
    public func save(name: String, expression: FilterExpression) async throws -> CustomFilter {
        let tagNames = try await tags()
        let rows = try vocabulary.conditions(for: expression, tags: tagNames)
        let existing = try await list().first {
            $0.type == vocabulary.listType && $0.label.lowercased() == name.lowercased()
        }
        let filter = CustomFilter(id: existing?.id, type: vocabulary.listType, label: name, filters: rows)
        return existing == nil ? try await create(filter) : try await update(filter)
    }

    /// Deletes the saved filter `id`.
    public func delete(id: Int) async throws {
        try await remove(id)
    }
}
