import NIOHTTP1

extension RadarrClient {
    /// The quality profiles.
    public func qualityProfiles() async throws -> [QualityProfile] { try await get("/qualityprofile") }

    /// The root folders.
    public func rootFolders() async throws -> [RootFolder] { try await get("/rootfolder") }

    /// The tags.
    public func tags() async throws -> [Tag] { try await get("/tag") }

    /// Creates a tag.
    public func createTag(label: String) async throws -> Tag {
        try await send(.POST, "/tag", body: ["label": label])
    }

    /// Deletes a tag.
    public func deleteTag(id: Int) async throws {
        _ = try await send(.DELETE, "/tag/\(id)")
    }
}
