import ServerKit
import Testing
import ThriftwoodCore

/// Questions before an action name what they act on, and nothing that would do nothing.
@Suite("Questions name what they act on")
struct QuestionWordingTests {
    @Test("a mass search leaves out a server with nothing wanted, and says what it costs")
    func massSearch() {
        let question = MassSearchQuestion.text([
            (service: "Sonarr", count: 326, noun: "episode"), (service: "Lidarr", count: 0, noun: "album"),
        ])
        #expect(question == "Search 326 episodes on Sonarr? Indexers limit API calls.")
        #expect(!MassSearchQuestion.consequences.isEmpty)
    }

    @Test("removing a download names it")
    func removeDownload() {
        #expect(QueueRemoveChoice(id: 3, title: "Fight.Club.1999").question == "Remove Fight.Club.1999?")
    }
}

/// Search everywhere says what an empty list means at each step.
@Suite("Search everywhere's empty list")
struct SearchEmptyMessageTests {
    @Test("after a lookup that found nothing, the list says so, naming who was asked")
    @MainActor
    func lookupFoundNothing() async {
        let sources = [ServerRef(kind: .radarr), ServerRef(kind: .sonarr)].map { server in
            SearchSource(server: server, library: nil) { _ in [] }
        }
        let search = SearchEverywhereViewModel(query: "zzz", sources: sources)
        #expect(search.emptyMessage == "Nothing in your libraries matches.")
        #expect(search.canLookUpFurther)
        await search.lookUp()
        #expect(
            search.emptyMessage
                == "Nothing matches “zzz”: not in your libraries, and Radarr and Sonarr found nothing to add.")
    }
}
