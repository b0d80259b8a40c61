import ArgumentParser
import ArrKit
import Foundation
import RadarrAPI
import SonarrAPI
import ThriftwoodCore

/// The items a command acts on: the ids given and every item `--where` admits; deleting more
/// than one needs `--yes`.
struct BulkTargets: ParsableArguments {
    @Argument(help: "The ids (one or several).") var ids: [Int] = []
    @Option(
        name: .customLong("where"), help: "Also every item the condition admits, e.g. 'year < 1990 and not hasFile'.")
    var condition: String?
    @Flag(help: "Delete more than one without stopping to list them first.") var yes = false

    func validate() throws {
        if ids.isEmpty && condition == nil { throw ValidationError("Give one or more ids, or --where EXPR.") }
        if let bad = ids.first(where: { $0 <= 0 }) { throw ValidationError("Ids are positive; \(bad) is not.") }
    }

    /// One id and no condition: the single-item command as before.
    var single: Int? { ids.count == 1 && condition == nil ? ids.first : nil }

    /// The movies named: the ids, and those the condition admits in the library.
    func movieIds(_ client: RadarrClient) async throws -> [Int] {
        var chosen = Set(ids)
        if let compiled = try checkedCondition(condition, MovieSummary.self) {
            let names = try await tagNames(for: compiled.expression, from: client)
            let library = try await MovieSummary.decodeLibrary(try await client.moviesJSON())
            chosen.formUnion(library.movies.map(\.summary).filter { compiled.admits($0, tagNames: names) }.map(\.id))
        }
        return chosen.sorted()
    }

    /// The series named: the ids, and those the condition admits in the library.
    func seriesIds(_ client: SonarrClient) async throws -> [Int] {
        var chosen = Set(ids)
        if let compiled = try checkedCondition(condition, Series.self) {
            let names = try await tagNames(for: compiled.expression, from: client)
            chosen.formUnion(
                try await client.series().filter { compiled.admits($0, tagNames: names) }.compactMap(\.id))
        }
        return chosen.sorted()
    }

    /// The quality profile `name` (or id) names on the server; nil when none was asked for.
    static func profileId(_ name: String?, client: some ArrServiceClient) async throws -> Int? {
        guard let name else { return nil }
        guard let profile = pick(name, in: try await client.qualityProfiles()) else {
            throw CLIError("No quality profile matches \(name).")
        }
        return profile.id
    }

    /// The ids of tag `labels` (made when missing); nil when no tags were asked for.
    static func tagIds(_ labels: [String], client: some ArrServiceClient) async throws -> [Int]? {
        guard !labels.isEmpty else { return nil }
        var known = try await client.tags()
        return try await TagAssembly.ids(for: labels, known: &known, client: client)
    }

    /// Stops before deleting several without `--yes`, saying what would go.
    func confirmDeletion(of count: Int, noun: String) throws {
        guard count > 1, !yes else { return }
        throw CLIError("This would delete \(count) \(noun). Run it again with --yes to delete them.")
    }
}

/// The server's tag names by id when `expression` compares tags (one `GET /tag`), else none.
func tagNames(for expression: FilterExpression?, from client: some ArrServiceClient) async throws -> [Int: String] {
    guard expression?.fields.contains("tag") == true else { return [:] }
    return Dictionary(try await client.tags().map { ($0.id, $0.label) }) { first, _ in first }
}
