import Foundation
import Observation

/// The profiles: list, switch active, add, edit, delete after confirmation.
@MainActor
@Observable
public final class ProfilesViewModel {
    /// Every profile.
    public private(set) var profiles = Loadable<[Profile]>()
    /// The active profile's id.
    public private(set) var activeId: String?
    /// A profile waiting for delete confirmation.
    public var pendingDelete: Profile?
    /// Whether deleting asks first (Settings → Appearance → Confirm deletions).
    public var asksBeforeDeleting = true
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?

    /// Makes a profile active across the app (set by the coordinator).
    public var onSwitch: (@MainActor (String) async -> Void)?
    /// Opens the add form (set by the coordinator).
    public var onAdd: (@MainActor () -> Void)?
    /// Starts setup again after the last profile was deleted (set by the coordinator).
    public var onNoProfileLeft: (@MainActor () async -> Void)?
    /// Opens the edit form (set by the coordinator).
    public var onEdit: (@MainActor (String) -> Void)?

    private let service: any ProfileService

    /// Creates the list over `service`.
    public init(service: any ProfileService) {
        self.service = service
    }

    /// Loads the profiles and which is active.
    public func load() async {
        profiles.begin()
        let service = service
        profiles.finish(await capture { try await service.profiles() })
        await readActive()
    }

    /// Switches to the profile `id`.
    public func use(_ id: String) async {
        await onSwitch?(id)
        await readActive()
    }

    /// Which profile is active; a read that fails says so instead of showing none active.
    private func readActive() async {
        do {
            activeId = try await service.activeProfile()?.id
        } catch {
            actionError = ErrorNotice(error)
        }
    }

    /// Asks for confirmation before deleting `profile`, or deletes it at once when
    /// confirmations are off.
    public func requestDelete(_ profile: Profile) async {
        pendingDelete = profile
        if !asksBeforeDeleting { await confirmDelete() }
    }

    /// Cancels a pending delete.
    public func cancelDelete() { pendingDelete = nil }

    /// Deletes the pending profile.
    public func confirmDelete() async {
        guard let profile = pendingDelete else { return }
        pendingDelete = nil
        let wasActive = profile.id == activeId
        do {
            try await service.delete(id: profile.id)
            actionError = nil
            if wasActive {
                if let next = try await service.activeProfile() {
                    await onSwitch?(next.id)
                } else {
                    await onNoProfileLeft?()
                    return
                }
            }
        } catch {
            actionError = ErrorNotice(error)
        }
        await load()
    }

    /// Opens the add form.
    public func add() { onAdd?() }

    /// Opens the edit form for `id`.
    public func edit(_ id: String) { onEdit?(id) }
}
