import ThriftwoodCore

/// What a server's offline copy holds, in words ("96 movies"), for confirmations.
enum OfflineCopy {
    /// The size of the copy kept for server `key` of `kind`, or nil when there is none.
    static func describe(_ key: String, of kind: ServiceKind, _ dependencies: AppDependencies) async throws -> String? {
        try await dependencies.kinds.declaration(of: kind)?.offlineCopy?(dependencies, key)
    }
}
