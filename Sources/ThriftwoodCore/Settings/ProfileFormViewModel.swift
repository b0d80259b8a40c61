import Foundation
import Observation

/// Add or edit a profile: its name and every server it holds, whatever the kind, in the
/// profile's order — each opened in the server fields, renamed, tested, removed and reordered
/// the same way — with a message per invalid field.
@MainActor
@Observable
public final class ProfileFormViewModel {
    /// The profile being edited; nil when adding.
    public let profileId: String?
    /// The profile's name as typed.
    public var name = ""
    /// A message per invalid field, after a save attempt.
    public private(set) var fieldErrors: [String: String] = [:]
    /// Why the last save failed for a reason other than a field.
    public internal(set) var saveError: ErrorNotice?
    /// Whether loading the profile failed.
    public private(set) var loadError: ErrorNotice?
    /// Every server of the profile, in the profile's order.
    public internal(set) var servers: [ServiceServer] = []
    /// The last test of each listed server, by its slug.
    public internal(set) var serverVerdicts: [String: ConnectionVerdict] = [:]
    /// The server waiting for the user's yes before it is removed.
    public private(set) var pendingRemoval: ServiceServer?
    /// What the last removal, addition, move or save of a server did.
    public internal(set) var message: String?
    /// The server fields: a server to add (of any kind), or the one being edited.
    public var newServer = ConnectionDraft(.radarr) {
        didSet { if newServer != oldValue { newServerVerdict = .untested } }
    }
    /// The name of the server in the fields ("Radarr 4K"); empty means the kind's own name.
    public var newServerName = ""
    /// A message per invalid server field, after an attempt.
    public internal(set) var newServerErrors: [String: String] = [:]
    /// The last test of the server fields.
    public internal(set) var newServerVerdict = ConnectionVerdict.untested
    /// The listed server whose fields the server section edits now; nil while it adds one.
    public internal(set) var editingServer: ServiceServer?

    /// Where uploaded CA certificates are kept (the data directory's `certificates` folder; set
    /// by the coordinator), nil when there is nowhere to keep one.
    public var certificatesDirectory: URL?
    /// Closes the form after saving (set by the coordinator).
    public var onSaved: (@MainActor (Profile) -> Void)?
    /// Tells the coordinator the profile's servers changed (added, saved, moved or removed),
    /// so every screen reads the profile as it is now (set by the coordinator).
    public var onServersChanged: (@MainActor (Profile) -> Void)?
    /// Closes the form without saving (set by the coordinator).
    public var onCancel: (@MainActor () -> Void)?

    /// The name as loaded, to tell whether it changed.
    private var loadedName = ""

    let profiles: any ProfileService
    let tester: ServiceTester
    /// The kinds a server can be: the app's registry.
    let kinds: KindRegistry

    /// Creates the form over the app's `kinds`; `profileId` nil adds a new profile.
    public init(profileId: String?, profiles: any ProfileService, tester: ServiceTester, kinds: KindRegistry) {
        self.kinds = kinds
        self.profileId = profileId
        self.profiles = profiles
        self.tester = tester
    }

    /// Whether the form adds a profile.
    public var isNew: Bool { profileId == nil }

    /// Whether leaving now would lose something typed: a changed name, or server fields
    /// half-filled or edited and not yet saved.
    public var hasChanges: Bool { name != loadedName || serverFieldsHaveEdits }

    /// Loads the profile being edited.
    public func load() async {
        guard profileId != nil else { return }
        do {
            let profile = try await current()
            name = profile.name
            loadedName = profile.name
            servers = profile.servers
        } catch {
            loadError = ErrorNotice(error)
        }
    }

    /// Reads the servers again after one was added, saved, moved or removed; a name being
    /// typed is kept.
    func reloadServers() async {
        do {
            let profile = try await current()
            servers = profile.servers
            onServersChanged?(profile)
        } catch {
            saveError = ErrorNotice(error)
        }
    }

    /// The stored profile being edited.
    func current() async throws -> Profile {
        guard let profileId else { throw CoreError.profileNotFound("new") }
        guard let profile = try await profiles.profile(id: profileId) else {
            throw CoreError.profileNotFound(profileId)
        }
        return profile
    }

    /// Validates and saves; on success closes the form. A new profile is created with the
    /// server in the server fields, when they hold one.
    public func save() async {
        saveError = nil
        do {
            let saved: Profile
            if profileId != nil {
                var draft = ProfileDraft(try await current())
                draft.name = name
                saved = try await profiles.update(id: try current().id, with: draft)
            } else {
                guard let created = try await createWithFirstServer() else { return }
                saved = created
            }
            fieldErrors = [:]
            loadedName = saved.name
            onSaved?(saved)
        } catch CoreError.invalid(let problems) {
            fieldErrors = problems
        } catch {
            saveError = ErrorNotice(error)
        }
    }

    /// Creates the profile and adds the server in the fields, both checked first so a bad
    /// server leaves no half-made profile behind (nil, with every field's message, when either
    /// is bad).
    private func createWithFirstServer() async throws -> Profile? {
        newServerErrors = [:]
        let others = try await profiles.profiles().map(\.name)
        fieldErrors = ProfileDraft(name: name).validate(otherNames: others)
        let server = fieldsServer()
        if server == nil, serverFieldsHaveEdits {
            newServerErrors = [
                ProfileDraft.Field.url(newServer.kind): "Enter the server's address, or clear its fields."
            ]
        }
        if let server {
            do {
                try ServerRules.check(server, among: [])
            } catch CoreError.invalid(let problems) {
                newServerErrors = problems
            }
        }
        guard fieldErrors.isEmpty, newServerErrors.isEmpty else { return nil }
        var first = server
        if let server {
            first = try await ConnectionDraft(server.kind, server: server).pinningCertificate().server
            first?.name = server.name
            first?.slug = server.slug
        }
        let created = try await profiles.create(ProfileDraft(name: name))
        guard let first else { return created }
        _ = try await profiles.addServer(first, to: created.id)
        return try await profiles.profile(id: created.id) ?? created
    }

    /// Closes without saving.
    public func cancel() { onCancel?() }

    /// Asks before removing `server` (one of ``servers``).
    public func requestRemoval(of server: ServiceServer) {
        pendingRemoval = server
        message = nil
    }

    /// Keeps the server.
    public func cancelRemoval() { pendingRemoval = nil }

    /// Removes the server asked about, with its offline copy, and says so.
    public func confirmRemoval() async {
        guard let server = pendingRemoval, let profileId else { return }
        pendingRemoval = nil
        do {
            let removed = try await profiles.removeServer(named: server.slug, from: profileId)
            if editingServer?.id == removed.id { stopEditing() }
            await reloadServers()
            message = "Removed \(removed.name)"
        } catch {
            saveError = ErrorNotice(error)
        }
    }
}
