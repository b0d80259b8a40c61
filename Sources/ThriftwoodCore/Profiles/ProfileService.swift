import Foundation

/// Creates, changes, deletes and switches profiles.
public protocol ProfileService: Sendable {
    /// Every profile, by name.
    func profiles() async throws -> [Profile]
    /// The profile with `id`, if any.
    func profile(id: String) async throws -> Profile?
    /// The active profile, if one is chosen.
    func activeProfile() async throws -> Profile?
    /// Validates and saves a new profile; the first profile becomes active.
    func create(_ draft: ProfileDraft) async throws -> Profile
    /// Validates and saves changes to a profile.
    func update(id: String, with draft: ProfileDraft) async throws -> Profile
    /// Deletes a profile and its cache; if it was active, another one becomes active.
    func delete(id: String) async throws
    /// Adds `server` to profile `profileId`, last; its name and slug must be new in the profile.
    /// Returns it as stored (with its id).
    func addServer(_ server: ServiceServer, to profileId: String) async throws -> ServiceServer
    /// Replaces the server called `name` (or with that slug) in profile `profileId` by `server`,
    /// keeping its id and place; a new address drops the old server's cached library.
    func updateServer(
        named name: String, in profileId: String, with server: ServiceServer
    ) async throws
        -> ServiceServer
    /// Removes the server called `name` (or with that slug) from profile `profileId`, with its
    /// cached library; returns what was removed.
    func removeServer(named name: String, from profileId: String) async throws -> ServiceServer
    /// Moves the server called `name` in profile `profileId` `offset` places (-1: up, 1: down)
    /// in the profile's order; moved past the first of its kind, it becomes the first.
    func moveServer(named name: String, in profileId: String, by offset: Int) async throws
    /// Makes the profile with `id` the active one.
    func setActive(id: String) async throws
}
