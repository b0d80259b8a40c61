import ArgumentParser
import ArrKit
import Foundation
import RadarrAPI
import SonarrAPI
import ThriftwoodCore

/// The saved filters' work shared by `movies filters`, `series filters` and `--saved`.
enum SavedFilterCLI {
    /// The expression of the saved filter called `name` (any case); a usage error naming the
    /// filters there are when there is none, or saying why it cannot be used.
    static func expression(named name: String, in actions: SavedFilterActions) async throws -> FilterExpression {
        let filters = try await actions.load()
        let service = actions.vocabulary.service
        guard let filter = filters.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            let names = filters.map { "“\($0.name)”" }.joined(separator: ", ")
            throw CLIError(
                "\(service) has no saved filter “\(name)”. "
                    + (names.isEmpty ? "It has none for this list." : "Its saved filters: \(names)."))
        }
        guard let expression = filter.expression else {
            throw CLIError("The saved filter “\(filter.name)” cannot be used: \(filter.reason)")
        }
        return expression
    }

    /// `--saved NAME` and `--where EXPR` together (both must hold); nil when neither was given.
    static func condition<Subject: FilterSubject>(
        saved: String?, typed: CompiledFilter<Subject>?, in actions: SavedFilterActions
    ) async throws -> CompiledFilter<Subject>? {
        guard let saved else { return typed }
        let stored = try await expression(named: saved, in: actions)
        let combined = typed.map { FilterExpression.and(stored, $0.expression) } ?? stored
        do {
            return try CompiledFilter<Subject>(checking: combined)
        } catch {
            throw CLIError("The saved filter “\(saved)” cannot be used: \(error.message)")
        }
    }

    /// Lists, saves (`--save NAME --where EXPR`) or deletes (`--delete NAME`) a list's saved filters.
    static func run(
        _ actions: SavedFilterActions, save: String?, delete: String?, condition: FilterExpression?,
        replace: Bool = false
    ) async throws {
        let service = actions.vocabulary.service
        if let save {
            guard let condition else { throw CLIError("--save needs the condition to save: --where EXPR.") }
            let existing = try await actions.load().first { $0.name.caseInsensitiveCompare(save) == .orderedSame }
            if let existing, !replace {
                throw CLIError(
                    "\(service) already has a saved filter “\(existing.name)”, which its web interface uses too; "
                        + "add --replace to save over it.")
            }
            do {
                // Replacing keeps the server's spelling of the name, as the app does.
                let saved = try await actions.save(name: existing?.name ?? save, expression: condition)
                print("Saved “\(saved.label)” on \(service); its web interface shows it too.")
            } catch let problem as ServerFilterProblem {
                throw CLIError(problem.message)
            }
            return
        }
        if let delete {
            let filters = try await actions.load()
            guard let filter = filters.first(where: { $0.name.lowercased() == delete.lowercased() }) else {
                throw CLIError("\(service) has no saved filter “\(delete)”.")
            }
            try await actions.delete(id: filter.id)
            print("Deleted “\(filter.name)” from \(service).")
            return
        }
        printTable(
            headers: ["NAME", "CONDITION"],
            rows: try await actions.load().map { filter in
                [filter.name, filter.expression?.description ?? "cannot be used here: \(filter.reason)"]
            }, empty: "No saved filters for this list on \(service).")
    }
}

/// What `movies filters` and `series filters` take: nothing lists, `--save NAME --where EXPR`
/// saves, `--delete NAME` deletes.
struct SavedFilterOptions: ParsableArguments {
    @Option(help: "Save the --where condition under this name (one of the same name needs --replace).")
    var save: String?
    @Flag(help: "With --save: replace the server's saved filter of the same name.") var replace = false
    @Option(help: "Delete the saved filter with this name.") var delete: String?
    @Option(name: .customLong("where"), help: "The condition to save, e.g. 'monitored and year >= 2020'.")
    var condition: String?

    /// Lists, saves or deletes through `actions`, the condition checked against `Subject`'s fields.
    func run<Subject: FilterSubject>(_ actions: SavedFilterActions, _ subject: Subject.Type) async throws {
        let compiled = try checkedCondition(condition, Subject.self)
        try await SavedFilterCLI.run(
            actions, save: save, delete: delete, condition: compiled?.expression, replace: replace)
    }
}

/// `thriftwood movies filters`: Radarr's saved filters for the movies list.
struct MovieFilters: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filters",
        abstract: "List, save or delete the movies list's saved filters (Radarr's own custom filters).")

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var options: SavedFilterOptions

    func validate() throws { _ = try checkedCondition(options.condition, MovieSummary.self) }

    func run() async throws {
        try await runReportingErrors {
            try await connection.withArr(.radarr, as: RadarrClient.self) { client in
                try await options.run(SavedFilterActions(vocabulary: .radarr, client: { client }), MovieSummary.self)
            }
        }
    }
}

/// `thriftwood series filters`: Sonarr's saved filters for the series list.
struct SeriesFilters: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filters",
        abstract: "List, save or delete the series list's saved filters (Sonarr's own custom filters).")

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var options: SavedFilterOptions

    func validate() throws { _ = try checkedCondition(options.condition, Series.self) }

    func run() async throws {
        try await runReportingErrors {
            try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
                try await options.run(SavedFilterActions(vocabulary: .sonarr, client: { client }), Series.self)
            }
        }
    }
}
