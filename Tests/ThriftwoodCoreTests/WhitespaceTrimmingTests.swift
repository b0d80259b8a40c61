import ArrKit
import Foundation
import Testing

@Suite("Trimming a server's text without Foundation gives what Foundation gives")
struct WhitespaceTrimmingTests {
    @Test(
        "spaces, tabs and Unicode's space separators go from both ends; new lines and inner spaces stay",
        arguments: [
            "Alien", "  Alien ", "\tAlien\t", "\u{00A0}Alien\u{3000}", "\u{2009}", "   ", "", "Alien  (1979)",
            "\nAlien\n", " \r\nAlien", "Amélie ", "🎬 Alien 🎬", "\u{200B}Alien",
        ])
    func matchesFoundation(text: String) {
        #expect(text.trimmingSpacesAndTabs() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test("a member that is only spaces is absent; one with text is trimmed")
    func membersAreTrimmed() throws {
        let value = try JSONValue.parse(Data(#"{"name":"  qBittorrent  ","tag":" \t "}"#.utf8))
        #expect(value.nonEmpty("name") == "qBittorrent")
        #expect(value.nonEmpty("tag") == nil)
    }
}
