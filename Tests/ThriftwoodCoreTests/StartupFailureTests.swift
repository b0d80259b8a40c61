import Foundation
import Testing
import ThriftwoodCore

/// Profiles that exist but cannot be read, as with a database another process has locked.
struct UnreadableProfiles: ProfileService {

    func profiles() async throws -> [Profile] { throw CoreError.storage("database is locked") }
    func profile(id: String) async throws -> Profile? { throw CoreError.storage("database is locked") }
    func activeProfile() async throws -> Profile? { throw CoreError.storage("database is locked") }
    func create(_ draft: ProfileDraft) async throws -> Profile { throw CoreError.storage("database is locked") }
    func update(id: String, with draft: ProfileDraft) async throws -> Profile {
        throw CoreError.storage("database is locked")
    }
    func delete(id: String) async throws { throw CoreError.storage("database is locked") }
    func setActive(id: String) async throws { throw CoreError.storage("database is locked") }
    func addServer(_ server: ServiceServer, to profileId: String) async throws -> ServiceServer {
        throw CoreError.storage("database is locked")
    }
    func updateServer(
        named name: String, in profileId: String, with server: ServiceServer
    ) async throws
        -> ServiceServer
    { throw CoreError.storage("database is locked") }
    func removeServer(named name: String, from profileId: String) async throws -> ServiceServer {
        throw CoreError.storage("database is locked")
    }
    func moveServer(named name: String, in profileId: String, by offset: Int) async throws {
        throw CoreError.storage("database is locked")
    }
}

@Suite("Start-up when the database cannot be read")
@MainActor
struct StartupFailureTests {
    @Test("a failing profile read does not start setup over an existing one; it says what failed")
    func unreadableProfilesDoNotRestartOnboarding() async throws {
        try await withEnvironment { env in
            let base = env.dependencies
            let dependencies = AppDependencies(
                profiles: UnreadableProfiles(), preferences: base.preferences, shelf: base.shelf,
                log: base.log, snapshots: base.snapshots, redactor: base.redactor,
                kinds: .standard)
            let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(coordinator.onboarding == nil)
            #expect(coordinator.notice?.contains("could not read its profiles") == true)
            #expect(coordinator.notice?.contains("database is locked") == true)
        }
    }
}
