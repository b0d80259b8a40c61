import ArrKit
import Foundation
import RadarrAPI
import SonarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("Saved filters are the servers' own custom filters")
struct SavedFilterTests {
    /// `text` parsed.
    private func parse(_ text: String) throws -> FilterExpression {
        try FilterParser.parse(text)
    }

    @Test("conditions joined by “and” become the server's rows, and read back to the same expression")
    func rowsRoundTrip() throws {
        let cases: [(ServerFilterVocabulary, String)] = [
            (.radarr, "monitored and not hasFile and year >= 2020"),
            (.radarr, "sizeGB > 5 and rating >= 7.5"),
            (.radarr, "not title ~ \"the\" and certification = \"PG-13\""),
            (.sonarr, "network = \"HBO\" or network = \"AMC\""),
            (.sonarr, "tag = \"kids\" and type = \"anime\""),
            (.sonarr, "tag != \"kids\" and status != \"ended\""),
        ]
        let tags = [3: "kids"]
        for (vocabulary, text) in cases {
            let expression = try parse(text)
            let rows = try vocabulary.conditions(for: expression, tags: tags)
            #expect(try vocabulary.expression(for: rows, tags: tags) == expression, "\(text)")
        }
    }

    @Test("each row carries the server's key, comparison and values as its web interface saves them")
    func rowShapes() throws {
        let rows = try ServerFilterVocabulary.radarr.conditions(
            for: try parse("monitored and not hasFile and sizeGB > 5 and year >= 2020"), tags: [:])
        #expect(
            rows == [
                CustomFilterCondition(key: "monitored", value: .array([.bool(true)]), type: "equal"),
                CustomFilterCondition(key: "hasFile", value: .array([.bool(false)]), type: "equal"),
                CustomFilterCondition(key: "sizeOnDisk", value: .array([.number(5e9)]), type: "greaterThan"),
                CustomFilterCondition(key: "year", value: .array([.number(2020)]), type: "greaterThanOrEqual"),
            ])
        let either = try ServerFilterVocabulary.sonarr.conditions(
            for: try parse("(network = HBO or network = AMC) and tag = kids"), tags: [3: "kids"])
        #expect(
            either == [
                CustomFilterCondition(key: "network", value: .array([.string("HBO"), .string("AMC")]), type: "equal"),
                CustomFilterCondition(key: "tags", value: .array([.number(3)]), type: "contains"),
            ])
        let tagged = try ServerFilterVocabulary.sonarr.conditions(for: try parse("tag = kids"), tags: [3: "kids"])
        #expect(tagged == [CustomFilterCondition(key: "tags", value: .array([.number(3)]), type: "contains")])
    }

    @Test("what the server's filters cannot hold is refused with the reason, naming the field")
    func refusals() throws {
        let vocabulary = ServerFilterVocabulary.radarr
        #expect(throws: ServerFilterProblem.self) {
            try vocabulary.conditions(for: try parse("monitored or year > 2000"), tags: [:])
        }
        do {
            _ = try vocabulary.conditions(for: try parse("missing and year > 2000"), tags: [:])
            Issue.record("“missing” has no server key")
        } catch let problem as ServerFilterProblem {
            #expect(problem.message.contains("no “missing”"))
        }
        do {
            _ = try ServerFilterVocabulary.sonarr.conditions(for: try parse("tag = nope"), tags: [3: "kids"])
            Issue.record("an unknown tag cannot be saved")
        } catch let problem as ServerFilterProblem {
            #expect(problem.message == "Sonarr has no tag “nope”.")
        }
    }

    @Test("a server filter on a field the list does not have, or a relative date, reads as unusable with why")
    func unreadableRows() throws {
        let vocabulary = ServerFilterVocabulary.radarr
        let genres = [CustomFilterCondition(key: "genres", value: .array([.string("Drama")]), type: "contains")]
        #expect(throws: ServerFilterProblem.self) { try vocabulary.expression(for: genres, tags: [:]) }
        let relative = [
            CustomFilterCondition(
                key: "year", value: .object(["time": .string("days"), "value": .number(7)]), type: "inLast")
        ]
        #expect(throws: ServerFilterProblem.self) { try vocabulary.expression(for: relative, tags: [:]) }
        for odd in [1e300, 2.5, -Double.infinity] {
            let tag = [CustomFilterCondition(key: "tags", value: .array([.number(odd)]), type: "contains")]
            #expect(throws: ServerFilterProblem.self) {
                try ServerFilterVocabulary.sonarr.expression(for: tag, tags: [:])
            }
        }
        let bare = [CustomFilterCondition(key: "hasFile", value: .bool(false), type: "equal")]
        #expect(try vocabulary.expression(for: bare, tags: [:]) == .not(.flag("hasFile")))
    }

    @Test("Radarr's filters made in its web interface appear, a new one is saved, replaced by name and deleted")
    @MainActor
    func radarrDemo() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let deps = env.dependencies
            let list = MoviesListViewModel(
                connectionId: profile.cacheKey, radarr: deps.radarr, cache: deps.libraryCache,
                options: MovieListOptions(), logger: deps.logger("test.filters"))
            await list.load()
            let picker = list.savedFilters
            await picker.open()
            #expect(picker.filters.map(\.name) == ["Recent monitored", "Dramas"])
            #expect(picker.filters.first?.expression?.description == "monitored and year >= 2015")
            #expect(picker.filters.last?.problem?.message.contains("genres") == true)
            let expression = try #require(picker.use())
            list.setCondition(expression.description)
            let expected = list.index.movies.filter { $0.monitored && $0.year >= 2015 }.count
            #expect(list.visible.count == expected && expected > 0)

            list.setCondition("not hasFile and year >= 2020")
            await picker.open()
            #expect(await picker.save(name: "New and missing", condition: list.conditionExpression))
            let stored = try await deps.radarr.client().customFilters()
            let saved = try #require(stored.first { $0.label == "New and missing" })
            #expect(saved.type == "movieIndex" && saved.filters.count == 2)
            #expect(picker.filters.map(\.name) == ["Recent monitored", "Dramas", "New and missing"])

            // The same name in another case asks first (the web interface shares it); n keeps it.
            list.setCondition("year < 1990")
            #expect(await !picker.save(name: "new and MISSING", condition: list.conditionExpression))
            #expect(picker.title == "Replace “New and missing” on Radarr? Its web interface uses it too.")
            await picker.answerReplace(false)
            let kept = try await deps.radarr.client().customFilters().first { $0.label == "New and missing" }
            #expect(kept?.filters.count == 2)
            #expect(await !picker.save(name: "new and MISSING", condition: list.conditionExpression))
            await picker.answerReplace(true)
            #expect(try await deps.radarr.client().customFilters().count == 3)
            #expect(picker.chosen?.expression?.description == "year < 1990")

            #expect(await !picker.save(name: "Either", condition: try parse("monitored or year > 2000")))
            #expect(picker.error?.message.contains("“or”") == true)
            #expect(try await deps.radarr.client().customFilters().count == 3)

            picker.askToDelete()
            #expect(picker.title == "Delete the saved filter “New and missing” from Radarr?")
            await picker.answerDelete(true)
            #expect(try await deps.radarr.client().customFilters().map(\.label) == ["Recent monitored", "Dramas"])
        }
    }

    @Test("movies filter by tag name, from the server or the offline copy, and a tag filter saves by id")
    @MainActor
    func movieTags() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let deps = env.dependencies
            let client = try await deps.radarr.client()
            let ids = Array(try await client.movies().compactMap(\.id).prefix(2))
            var request = MovieEditorRequest(movieIds: ids)
            request.tags = [2]
            request.applyTags = "add"
            try await client.editMovies(request)
            let list = MoviesListViewModel(
                connectionId: profile.cacheKey, radarr: deps.radarr, cache: deps.libraryCache,
                options: MovieListOptions(), logger: deps.logger("test.tags"))
            await list.load()
            list.setCondition("tag = family")
            #expect(list.visible.map(\.id).sorted() == ids.sorted())
            let cached = try #require(try await deps.libraryCache.load(connectionId: profile.cacheKey))
            #expect(cached.movies.filter { $0.tags == [2] }.map(\.id).sorted() == ids.sorted())
            let saved = try await deps.radarr.savedFilters.save(name: "Family", expression: try parse("tag = family"))
            #expect(
                saved.filters == [CustomFilterCondition(key: "tags", value: .array([.number(2)]), type: "contains")])
        }
    }

    @Test("Sonarr's filter with two values in one row reads as an “or”, and a tag filter saves by id")
    @MainActor
    func sonarrDemo() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            await env.dependencies.configure(for: profile)
            let sonarr = env.dependencies.sonarr
            let actions = sonarr.savedFilters
            let loaded = try await actions.load()
            #expect(loaded.map(\.line) == ["HBO and AMC — network = \"HBO\" or network = \"AMC\""])
            let tag = try await sonarr.client().createTag(label: "kids")
            let saved = try await actions.save(name: "Kids", expression: try parse("tag = kids"))
            #expect(
                saved.filters == [
                    CustomFilterCondition(key: "tags", value: .array([.number(Double(tag.id))]), type: "contains")
                ])
            #expect(try await actions.load().last?.expression == (try parse("tag = \"kids\"")))
        }
    }
}
