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
    /// Makes the profile with `id` the active one.
    func setActive(id: String) async throws
}
