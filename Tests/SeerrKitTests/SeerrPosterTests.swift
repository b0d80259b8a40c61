import ArrDemoKit
import AsyncHTTPClient
import SeerrDemoServer
import SeerrKit
import ServerKit
import Testing

@Suite("Posters through Seerr's image proxy")
struct SeerrPosterTests {
    @Test("A title's poster comes from Seerr's /imageproxy; one TMDB lacks is Seerr's empty 500")
    func poster() async throws {
        let demo = OnDemandDemoServer.seerr()
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let client = SeerrClient(connection: try await demo.connection(), transport: LiveHTTPTransport(http: http))
        do {
            let bytes = try await client.poster("/demo-movie-693134.jpg")
            #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
            await #expect(throws: SeerrError.self) { try await client.poster("/missing.jpg") }
        } catch {
            try await http.shutdown()
            await demo.stop()
            throw error
        }
        try await http.shutdown()
        await demo.stop()
    }

    @Test(
        "Only a TMDB file name is a poster path: no address, folder, parent or query",
        arguments: [
            "https://evil.example/x.jpg", "//evil.example/x.jpg", "/../x.jpg", "/a/b.jpg", "/x.jpg?k=1", "x.jpg", "/",
        ])
    func refused(path: String) {
        #expect(!SeerrClient.isPosterPath(path))
    }
}
