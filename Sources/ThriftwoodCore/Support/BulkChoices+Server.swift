import ArrKit
import Foundation

extension BulkChoices {
    /// The choices every *arr server offers — its quality profiles, root folders and tags —
    /// with `kinds` for the service's own field.
    static func read(
        from client: some ArrServiceClient, kinds: [BulkOption], kindName: String
    ) async throws -> BulkChoices {
        async let profiles = client.qualityProfiles()
        async let folders = client.rootFolders()
        async let tags = client.tags()
        return BulkChoices(
            qualityProfiles: try await profiles.map { BulkOption(value: String($0.id), name: $0.name) },
            rootFolders: try await folders.map { BulkOption(value: $0.path, name: $0.path) },
            tags: try await tags.map { BulkOption(value: String($0.id), name: $0.label) },
            kinds: kinds, kindName: kindName)
    }
}
