import ArrKit
import Foundation

extension ProfileFormViewModel {
    /// The question before removing `server`, naming it and what goes with it.
    public func removalQuestion(for server: ServiceServer) -> String {
        "Remove \(server.name) (\(server.displayName)) from this profile? Its offline copy goes with it."
    }

    /// Loads `server` (one of ``otherServers``) into the server fields to edit it there: its
    /// name, address, credential; its kind stays.
    public func beginEditing(_ server: ServiceServer) {
        editingServer = server
        newServer = ConnectionDraft(server.kind, server: server)
        newServerName = server.name
        newServerErrors = [:]
        message = nil
    }

    /// Leaves the server being edited as it is; the fields add a new server again.
    public func stopEditing() {
        editingServer = nil
        newServer = ConnectionDraft(newServer.kind)
        newServerName = ""
        newServerErrors = [:]
    }

    /// The next kind for the server to add (its fields start over); a server being edited
    /// keeps its kind.
    public func cycleNewServerKind() {
        guard editingServer == nil else { return }
        let kinds = ServiceKind.supported
        let next = kinds[((kinds.firstIndex(of: newServer.kind) ?? 0) + 1) % kinds.count]
        newServer = ConnectionDraft(next)
        newServerErrors = [:]
    }

    /// Tests the server in the fields and, when it answers as its kind, saves it: over the one
    /// being edited (its place and offline copy kept unless the address changed), or added
    /// after the others.
    public func addServer() async {
        guard let profileId else { return }
        message = nil
        var server = newServer.server
        let name = newServerName.trimmingCharacters(in: .whitespaces)
        let editing = editingServer
        server?.name = name
        if editing == nil || editing?.name != name { server?.slug = ServerSlug.make(name) }
        guard let server else {
            newServerErrors = [ProfileDraft.Field.url(newServer.kind): "Enter the server's address."]
            return
        }
        do {
            try ServerRules.check(server, among: otherServers.filter { $0.id != editing?.id })
            let status = try await tester.status(of: server)
            if let editing {
                let saved = try await profiles.updateServer(named: editing.slug, in: profileId, with: server)
                await load()
                message = "Saved \(saved.name) (\(status.appName ?? saved.kind.displayName) \(status.version ?? ""))"
                stopEditing()
                return
            }
            let added = try await profiles.addServer(server, to: profileId)
            adopt(added)
            message = "Added \(added.name) (\(status.appName ?? added.kind.displayName) \(status.version ?? ""))"
            newServer = ConnectionDraft(newServer.kind)
            newServerName = ""
            newServerErrors = [:]
        } catch CoreError.invalid(let problems) {
            newServerErrors = problems
        } catch {
            newServerErrors = ["test": ErrorNotice(error).message]
        }
    }

    /// Moves `server` (one of ``otherServers``) `offset` places in the profile's order; the
    /// form shows the new order (a server moved above the first of its kind becomes the one
    /// the fields edit). Refused while the fields hold unsaved edits, which a reload would lose.
    public func move(_ server: ServiceServer, by offset: Int) async {
        guard let profileId else { return }
        guard !hasChanges else {
            message = "Save or undo the changes above before reordering servers."
            return
        }
        do {
            try await profiles.moveServer(named: server.slug, in: profileId, by: offset)
            await load()
            message = "Moved \(server.name) \(offset < 0 ? "up" : "down")"
        } catch {
            saveError = ErrorNotice(error)
        }
    }
}
