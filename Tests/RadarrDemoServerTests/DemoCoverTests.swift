import ArrDemoKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import RadarrDemoServer
import Testing

@Suite("The demo serves covers where Radarr does")
struct DemoCoverTests {
    let key = DemoServerConfiguration.defaultAPIKey

    private func makeApp() throws -> some ApplicationProtocol {
        let written = Date(timeIntervalSince1970: 1_750_000_000)
        let server = RadarrDemoServer(configuration: DemoServerConfiguration(clock: { written }))
        // Routed in any case, as the running demo (and ASP.NET) routes.
        return Application(router: DemoRequestTarget(try server.makeRouter()))
    }

    private var keyed: HTTPFields {
        var fields = HTTPFields()
        if let name = HTTPField.Name("X-Api-Key") { fields[name] = key }
        return fields
    }

    @Test("A poster under the API path with the key is a JPEG resized to the height its name gives")
    func poster() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/api/v3/mediacover/1/poster-250.jpg", method: .get, headers: keyed) {
                response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/jpeg")
                #expect(response.headers[.lastModified] == "Sun, 15 Jun 2025 15:06:40 GMT")
                let bytes = Array(buffer: response.body)
                #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
            }
        }
    }

    @Test("An unknown movie or kind of picture is an empty 404, and no key is a 401")
    func refusals() async throws {
        try await makeApp().test(.router) { client in
            for uri in ["/api/v3/mediacover/99999/poster.jpg", "/api/v3/mediacover/1/clearlogo.png"] {
                try await client.execute(uri: uri, method: .get, headers: keyed) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(response.body.readableBytes == 0)
                }
            }
            try await client.execute(uri: "/api/v3/mediacover/1/poster.jpg", method: .get) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test("The web interface's /MediaCover path refuses the key, as the real server's does")
    func webPathRefusesKey() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/MediaCover/1/poster.jpg", method: .get, headers: keyed) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test("A request whose If-Modified-Since is not older than the file gets 304 without a body")
    func notModified() async throws {
        try await makeApp().test(.router) { client in
            var headers = keyed
            headers[.ifModifiedSince] = "Sun, 15 Jun 2025 15:06:40 GMT"
            try await client.execute(uri: "/api/v3/mediacover/2/poster-500.jpg", method: .get, headers: headers) {
                response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
            headers[.ifModifiedSince] = "Sat, 14 Jun 2025 15:06:40 GMT"
            try await client.execute(uri: "/api/v3/mediacover/2/poster-500.jpg", method: .get, headers: headers) {
                response in
                #expect(response.status == .ok)
            }
        }
    }
}
