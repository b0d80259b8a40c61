import ArrKit
import Foundation
import Logging
import ServerKit
import Testing

@testable import RadarrAPI

@Suite("An answer that is empty, not JSON, or cut off is said as such")
struct BadAnswerWordingTests {
    private func client(answering body: String) -> RadarrClient {
        RadarrClient(
            connection: ServerConnection(baseURL: "http://radarr.lan", apiKey: "k"),
            transport: InMemoryTransport { _ in .json(body) }, logger: Logger(label: "test"))
    }

    private func problem(_ body: String, list: Bool) async -> ArrError.Problem? {
        let client = client(answering: body)
        do {
            if list { _ = try await client.movies() } else { _ = try await client.systemStatus() }
            return nil
        } catch let error as ArrError {
            return error.problem
        } catch {
            return nil
        }
    }

    @Test("empty is empty, bad JSON is not valid JSON, and only an answer that stops part-way is cut off")
    func wording() async {
        for list in [false, true] {
            let endpoint = list ? "GET /movie" : "GET /system/status"
            #expect(
                await problem("", list: list)
                    == .decoding(endpoint: endpoint, field: "(whole answer)", reason: "it was empty"))
            #expect(
                await problem("{this is not json}", list: list)
                    == .decoding(
                        endpoint: endpoint, field: "(whole answer)", reason: "not valid JSON"))
            #expect(await problem(#"[{"id": 1, "title": "Ali"#, list: list) == .truncated(endpoint: endpoint))
        }
        let error = ArrError(.radarr, .decoding(endpoint: "GET /movie", field: "[0].year", reason: "expected a number"))
        #expect(
            error.description == "Radarr's answer to GET /movie could not be read at '[0].year': expected a number.")
    }
}
