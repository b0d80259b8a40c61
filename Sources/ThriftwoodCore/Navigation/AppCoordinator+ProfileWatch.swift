import Foundation
import Logging
import ServerKit

extension AppCoordinator {
    /// Reads the profile in use as `changed` when it is that profile (its servers or name
    /// changed): the services, Home and the activity watch follow it.
    func profileChanged(_ changed: Profile) {
        guard changed.id == profile?.id, changed != profile else { return }
        let serversChanged = changed.servers != profile?.servers
        profile = changed
        rootModel = nil
        for server in changed.servers { dependencies.redactor.register(server.connection.apiKey) }
        if serversChanged { watcher.watch(watchedServers) }
        let dependencies = dependencies
        track { await dependencies.configure(for: changed) }
    }

    /// Reads the profile in use from the store again and follows what another process (the
    /// CLI, `serve`) changed in it; when it was deleted there, moves to the active profile, or
    /// to setup when none is left. Returns whether anything changed.
    @discardableResult
    public func readProfileAgain() async -> Bool {
        guard onboarding == nil, let current = profile else { return false }
        let stored: Profile?
        do {
            stored = try await dependencies.profiles.profile(id: current.id)
        } catch {
            logger.warning("reading the profile again: \(ErrorNotice(error).message)")
            return false
        }
        guard let stored else {
            await leaveDeletedProfile(named: current.name)
            return true
        }
        guard stored != current else { return false }
        profileChanged(stored)
        await settle()
        notice = Self.changedElsewhere(from: current, to: stored)
        return true
    }

    /// Calls ``readProfileAgain()`` every `interval` until the returned task is cancelled (one
    /// read of the local database; servers are not asked anything).
    public func watchProfile(every interval: Duration = .seconds(2)) -> Task<Void, Never> {
        Task { [weak self] in
            while !Task.isCancelled {
                await self?.readProfileAgain()
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
            }
        }
    }

    /// After the profile in use was deleted by another process: the active one, or setup.
    private func leaveDeletedProfile(named name: String) async {
        let next: Profile?
        do {
            next = try await dependencies.profiles.activeProfile()
        } catch {
            logger.warning("after \(name) was deleted: \(ErrorNotice(error).message)")
            next = nil
        }
        guard let next else {
            await startOverWithoutProfile()
            return
        }
        await use(next, restoring: true)
        notice = "The profile \(name) was deleted elsewhere; now using \(next.name)."
    }

    /// What the status line says after another process changed the profile in use.
    static func changedElsewhere(from old: Profile, to new: Profile) -> String {
        let oldIds = Set(old.servers.map(\.id))
        let newIds = Set(new.servers.map(\.id))
        let added = new.servers.filter { !oldIds.contains($0.id) }.map(\.name)
        let removed = old.servers.filter { !newIds.contains($0.id) }.map(\.name)
        var parts: [String] = []
        if !added.isEmpty { parts.append("added " + added.joined(separator: ", ")) }
        if !removed.isEmpty { parts.append("removed " + removed.joined(separator: ", ")) }
        let what = parts.isEmpty ? "changed" : parts.joined(separator: "; ")
        return "\(new.name) was changed elsewhere: \(what)."
    }
}
