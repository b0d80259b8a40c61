import ThriftwoodCore

/// `body`'s folder, a folder rule's refusal becoming a usage error (exit 64) in its words.
func checkedFolder(_ body: () async throws -> String) async throws -> String {
    do {
        return try await body()
    } catch let refusal as FolderRuleError {
        throw CLIError(refusal.message)
    }
}
