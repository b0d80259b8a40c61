import ArrKit
import Foundation
import Logging
import NIOCore
import ServerKit
import Testing

@testable import RadarrAPI

@Suite("A login in front of the server is not a wrong key")
struct LoginWallTests {
    private func problem(answering challenge: String?) async -> ArrError.Problem? {
        let headers = challenge.map { ["www-authenticate": $0] } ?? [:]
        let client = RadarrClient(
            connection: ServerConnection(baseURL: "http://radarr.lan", apiKey: "k"),
            transport: InMemoryTransport { _ in
                .answer(TransportAnswer(status: 401, contentType: "text/plain", body: ByteBuffer(), headers: headers))
            }, logger: Logger(label: "test"))
        do {
            _ = try await client.systemStatus()
            return nil
        } catch let error as ArrError {
            return error.problem
        } catch {
            return nil
        }
    }

    @Test("a proxy's Basic challenge is a login wall; Radarr's own 401 (no challenge, or its realm) is the key")
    func challenges() async {
        #expect(await problem(answering: #"Basic realm="Restricted""#) == .loginWall(challenge: "Basic"))
        #expect(await problem(answering: nil) == .unauthorized)
        #expect(await problem(answering: #"Basic realm="Radarr""#) == .unauthorized)
        let wall = ArrError(.radarr, .loginWall(challenge: "Basic"))
        #expect(wall.description.contains("never reached Radarr"))
    }
}
