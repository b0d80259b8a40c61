import ServerKit

extension ServiceServer {
    /// The connection a client of this server uses: unreadable or unpinned settings refused,
    /// the embedded demo started through `launcher` (keeping the headers the profile adds),
    /// the address checked. Every family's service starts here.
    func readyConnection(launcher: DemoServerLauncher?) async throws -> ServerConnection {
        if let problem = readProblem {
            throw CoreError.storage("\(problem); set them again in Settings → Profiles")
        }
        if connection.tls == .acceptSelfSigned, connection.baseURL.lowercased().hasPrefix("https") {
            throw CoreError.certificateNotPinned(kind, "its certificate has not been pinned yet")
        }
        var ready = connection
        if isEmbeddedDemo {
            guard let launcher else {
                throw CoreError.demoUnavailable("this build has no embedded \(kind.displayName) demo server")
            }
            do {
                ready = try await launcher.connection()
                ready.headers.merge(connection.headers) { $1 }
            } catch {
                throw CoreError.demoUnavailable(String(describing: error))
            }
        }
        _ = try ready.validatedBase()
        return ready
    }
}
