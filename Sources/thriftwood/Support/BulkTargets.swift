import ArgumentParser
import ArrKit
import Foundation
import ThriftwoodCore

/// The items a command acts on: the ids given and every item `--where` admits; deleting any of
/// them needs `--yes`, and the titles are listed first.
struct BulkTargets: ParsableArguments {
    @Argument(help: "The ids (one or several).") var ids: [Int] = []
    @Option(
        name: .customLong("where"), help: "Also every item the condition admits, e.g. 'year < 1990 and not hasFile'.")
    var condition: String?
    @Flag(help: "delete: go ahead (what it deletes is listed either way); edit ignores it.")
    var yes = false

    func validate() throws {
        if ids.isEmpty && condition == nil { throw ValidationError("Give one or more ids, or --where EXPR.") }
        if let bad = ids.first(where: { $0 <= 0 }) { throw ValidationError("Ids are positive; \(bad) is not.") }
    }

    /// One id and no condition: the single-item command as before.
    var single: Int? { ids.count == 1 && condition == nil ? ids.first : nil }

    /// The items named in `library`: the ids, and those the condition admits, with titles.
    func match<Subject: FilterSubject>(
        in library: [Subject], id: (Subject) -> Int?, title: (Subject) -> String, client: some ArrServiceClient
    ) async throws -> BulkMatch {
        var chosen = Set(ids)
        if let compiled = try checkedCondition(condition, Subject.self) {
            let names = try await tagNames(for: compiled.expression, from: client)
            chosen.formUnion(library.filter { compiled.admits($0, tagNames: names) }.compactMap(id))
        }
        var titles: [Int: String] = [:]
        for item in library {
            if let itemId = id(item), chosen.contains(itemId), titles[itemId] == nil { titles[itemId] = title(item) }
        }
        return BulkMatch(titles: titles, unknown: chosen.subtracting(titles.keys).sorted())
    }

    /// The ids named in `library`: the ids, and those the condition admits (ids it lacks kept, for
    /// the server to refuse by name).
    func matchedIds<Subject: FilterSubject>(
        in library: [Subject], id: (Subject) -> Int?, client: some ArrServiceClient
    ) async throws -> [Int] {
        let found = try await match(in: library, id: id, title: { _ in "" }, client: client)
        return found.ids + found.unknown
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

    /// Lists what a delete matched, then stops unless `--yes` says to go ahead, as the app's
    /// dialogs name what they delete before anything goes. Ids the library does not have are
    /// named and left out.
    func confirmDeletion(of match: BulkMatch, noun: @escaping (Int) -> String) throws {
        if !match.unknown.isEmpty {
            Progress.warn("Not in the library, left out: \(match.unknown.map(String.init).joined(separator: ", ")).")
        }
        guard !match.ids.isEmpty else { return }
        let review = MarkedReview(
            .delete, titles: match.titles, shown: Set(match.ids), noun: noun, narrowing: [])
        let mayGo = yes
        print(mayGo ? "Deleting \(noun(match.ids.count)):" : "This would delete \(noun(match.ids.count)):")
        for title in review.items { print("  \(title)") }
        guard mayGo else {
            throw CLIError(
                "Nothing was deleted. Run it again with --yes to delete the \(noun(match.ids.count)) listed above.")
        }
    }
}

/// What a bulk command matched: each item's id and title, and ids the library does not have.
struct BulkMatch {
    /// Titles by id of the items found.
    let titles: [Int: String]
    /// Ids asked for that the library does not have.
    let unknown: [Int]

    /// The found items' ids, in order.
    var ids: [Int] { titles.keys.sorted() }
}

/// The server's tag names by id when `expression` compares tags (one `GET /tag`), else none.
func tagNames(for expression: FilterExpression?, from client: some ArrServiceClient) async throws -> [Int: String] {
    guard expression?.fields.contains("tag") == true else { return [:] }
    return Dictionary(try await client.tags().map { ($0.id, $0.label) }) { first, _ in first }
}
