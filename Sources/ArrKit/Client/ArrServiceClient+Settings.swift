import NIOHTTP1

extension ArrServiceClient {
    /// The quality profiles.
    public func qualityProfiles() async throws -> [QualityProfile] { try await core.get("/qualityprofile") }

    /// The root folders.
    public func rootFolders() async throws -> [RootFolder] { try await core.get("/rootfolder") }

    /// The tags.
    public func tags() async throws -> [Tag] { try await core.get("/tag") }

    /// Creates a tag.
    public func createTag(label: String) async throws -> Tag {
        try await core.send(.POST, "/tag", body: ["label": label])
    }

    /// Deletes a tag.
    public func deleteTag(id: Int) async throws {
        _ = try await core.send(.DELETE, "/tag/\(id)")
    }
}
