import ArrDemoKit
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import RadarrDemoServer
import ServerKit
import Testing

@Suite("The demo reads a query as the real servers do: `+` is a space, `%2B` a plus")
struct DemoQueryTests {
    let key = DemoServerConfiguration.defaultAPIKey

    private func makeApp() throws -> some ApplicationProtocol {
        // The running demo's router sits behind the same reading of the target.
        Application(router: DemoRequestTarget(try RadarrDemoServer().makeRouter()))
    }

    private func titles(_ term: String, _ client: some TestClientProtocol) async throws -> [String] {
        try await client.execute(uri: "/api/v3/movie/lookup?term=\(term)&apikey=\(key)", method: .get) { response in
            let records = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [[String: Any]]
            return (records ?? []).compactMap { $0["title"] as? String }
        }
    }

    @Test("A lookup for Blade+Runner finds Blade Runner, as Radarr (ASP.NET Core) reads it")
    func plusIsASpace() async throws {
        try await makeApp().test(.router) { client in
            let plus = try await titles("Blade+Runner", client)
            let encoded = try await titles("Blade%20Runner", client)
            let plusSign = try await titles("Blade%2BRunner", client)
            #expect(plus.contains("Blade Runner"))
            #expect(encoded.contains("Blade Runner"))
            #expect(plusSign.isEmpty)
        }
    }

    @Test("Only the query's plus signs are spaces: the path and an encoded plus are left as sent")
    func onlyTheQuery() {
        #expect(FormQuery.spacesSpelledOut(inTarget: "/a+b?term=x+y&n=1%2B1") == "/a+b?term=x%20y&n=1%2B1")
        #expect(FormQuery.spacesSpelledOut(inTarget: "/a+b?term=xy") == nil)
        #expect(FormQuery.spacesSpelledOut(inTarget: "/a+b") == nil)
    }
}
