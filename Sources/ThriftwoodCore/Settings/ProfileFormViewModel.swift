import Foundation
import Observation

/// Add or edit a profile, with a message per invalid field and "test connection".
@MainActor
@Observable
public final class ProfileFormViewModel {
    /// The profile being edited; nil when adding.
    public let profileId: String?
    /// The form's fields.
    public var draft: ProfileDraft {
        didSet {
            for kind in ProfileDraft.kinds where draft[kind] != oldValue[kind] { verdicts[kind] = nil }
        }
    }
    /// A message per invalid field, after a save attempt.
    public private(set) var fieldErrors: [String: String] = [:]
    /// The last connection test of each service's fields.
    public private(set) var verdicts: [ServiceKind: ConnectionVerdict] = [:]
    /// Why the last save failed for a reason other than a field.
    public internal(set) var saveError: ErrorNotice?
    /// Whether loading the profile failed.
    public private(set) var loadError: ErrorNotice?
    /// The profile's servers besides each kind's first (which the fields above edit), in order.
    public internal(set) var otherServers: [ServiceServer] = []
    /// The server waiting for the user's yes before it is removed.
    public private(set) var pendingRemoval: ServiceServer?
    /// What the last removal or addition did.
    public internal(set) var message: String?
    /// The fields of a server to add beside the others (edit mode only).
    public var newServer = ConnectionDraft(.radarr)
    /// The name of the server to add ("Radarr 4K").
    public var newServerName = ""
    /// A message per invalid field of the server to add, after an attempt.
    public internal(set) var newServerErrors: [String: String] = [:]
    /// The further server whose fields the add section edits now; nil while it adds one.
    public internal(set) var editingServer: ServiceServer?

    /// Closes the form after saving (set by the coordinator).
    public var onSaved: (@MainActor (Profile) -> Void)?
    /// Closes the form without saving (set by the coordinator).
    public var onCancel: (@MainActor () -> Void)?

    /// The draft as loaded, to tell whether anything changed.
    private var loadedDraft = ProfileDraft()

    /// Whether the form differs from what was loaded, so leaving it would lose edits.
    public var hasChanges: Bool { draft != loadedDraft }

    let profiles: any ProfileService
    let tester: ServiceTester

    /// Creates the form; `profileId` nil adds a new profile.
    public init(profileId: String?, profiles: any ProfileService, tester: ServiceTester) {
        self.profileId = profileId
        self.profiles = profiles
        self.tester = tester
        draft = ProfileDraft()
    }

    /// The last connection test of `kind`'s fields.
    public func verdict(for kind: ServiceKind) -> ConnectionVerdict { verdicts[kind] ?? .untested }

    /// Whether the form adds a profile.
    public var isNew: Bool { profileId == nil }

    /// Loads the profile being edited.
    public func load() async {
        guard let profileId else { return }
        do {
            guard let profile = try await profiles.profile(id: profileId) else {
                throw CoreError.profileNotFound(profileId)
            }
            draft = ProfileDraft(profile)
            loadedDraft = draft
            verdicts = [:]
            otherServers = profile.servers.filter { !profile.isFirst($0) }
        } catch {
            loadError = ErrorNotice(error)
        }
    }

    /// Tests `kind`'s address and key as entered.
    public func testConnection(_ kind: ServiceKind) async {
        fieldErrors = draft[kind].connectionProblems
        guard fieldErrors.isEmpty, let server = draft[kind].server else { return }
        verdicts[kind] = .testing
        verdicts[kind] = await ConnectionVerdict.test(server, with: tester)
    }

    /// Validates and saves; on success closes the form.
    public func save() async {
        saveError = nil
        do {
            let pinned = try await draft.pinningCertificate()
            let saved =
                if let profileId {
                    try await profiles.update(id: profileId, with: pinned)
                } else {
                    try await profiles.create(pinned)
                }
            fieldErrors = [:]
            onSaved?(saved)
        } catch CoreError.invalid(let problems) {
            fieldErrors = problems
        } catch {
            saveError = ErrorNotice(error)
        }
    }

    /// Closes without saving.
    public func cancel() { onCancel?() }

    /// Shows a server just added: the first of its kind in the kind's fields (as saved, so they
    /// are not an edit), any other in the list of further servers.
    func adopt(_ added: ServiceServer) {
        if draft[added.kind].isEmpty, draft[added.kind].serverId == nil {
            draft[added.kind] = ConnectionDraft(added.kind, server: added)
            loadedDraft[added.kind] = draft[added.kind]
        } else {
            otherServers.append(added)
        }
    }

    /// Asks before removing `server` (one of ``otherServers``).
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
            otherServers.removeAll { $0.id == removed.id }
            message = "Removed \(removed.name)"
        } catch {
            saveError = ErrorNotice(error)
        }
    }
}
