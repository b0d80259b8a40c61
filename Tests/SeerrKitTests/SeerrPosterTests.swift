import SeerrKit
import Testing

@Suite("Posters through Seerr's image proxy")
struct SeerrPosterTests {
    @Test("A title's poster comes from Seerr's /imageproxy; one TMDB lacks is Seerr's empty 500")
    func poster() async throws {
        try await withSeerrDemo { client in
            let bytes = try await client.poster("/demo-movie-693134.jpg")
            #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
            await #expect(throws: SeerrError.self) { try await client.poster("/missing.jpg") }
        }
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
