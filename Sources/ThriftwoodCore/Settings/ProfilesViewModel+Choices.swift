import Foundation

extension ProfilesViewModel {
    /// The question before deleting the profile `id`, naming it and its servers; nil when it is gone.
    public func deleteQuestion(id: String) -> String? {
        guard let profile = profiles.value?.first(where: { $0.id == id }) else { return nil }
        let servers = profile.servers.count
        return "Delete the profile “\(profile.name)”"
            + (servers == 0 ? "" : " and its \(Format.plural(servers, "server"))")
            + (profile.id == activeId ? " (the one in use)" : "") + "? The servers themselves are not touched."
    }

    /// Deletes the profile `id` now (asked already).
    public func delete(id: String) async {
        guard let profile = profiles.value?.first(where: { $0.id == id }) else { return }
        pendingDelete = profile
        await confirmDelete()
    }

    /// The name of the profile `id`.
    public func name(of id: String) -> String? { profiles.value?.first { $0.id == id }?.name }
}

extension ProfileFormViewModel {
    /// The kinds a server can be, as choices.
    public var kindChoices: [FormChoice] {
        kinds.kinds.map { FormChoice(value: $0.rawValue, label: $0.displayName) }
    }

    /// What the server fields' credential is called for their kind ("API key", "user:password").
    public var credentialLabel: String { newServer.kind.credentialLabel }

    /// The listed server `slug`.
    public func server(slug: String) -> ServiceServer? { servers.first { $0.slug == slug } }

    /// Takes a form's server fields: the kind (a new server's), its name, address, whether it
    /// is used, and the credential — an empty one keeps what was entered before (a page never
    /// shows a key back).
    public func takeServerFields(
        kind: String?, name: String, url: String, credential: String, enabled: Bool, otherAddresses: String? = nil
    ) {
        var draft = newServer
        if editingServer == nil, let kind = kind.flatMap(kinds.kind(named:)), kind != draft.kind {
            draft = ConnectionDraft(kind)
        }
        draft.url = url.trimmingCharacters(in: .whitespaces)
        if let otherAddresses { draft.otherAddresses = otherAddresses }
        if !credential.isEmpty { draft.apiKey = credential }
        draft.enabled = enabled
        newServer = draft
        newServerName = name
    }

    /// Whether the server fields hold a credential (not shown back; an empty field keeps it).
    public var hasCredential: Bool { !newServer.apiKey.isEmpty }
}
