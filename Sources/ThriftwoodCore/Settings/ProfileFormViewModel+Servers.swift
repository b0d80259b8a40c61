import ArrKit
import Foundation

extension ProfileFormViewModel {
    /// The question before removing `server`, naming it and what goes with it.
    public func removalQuestion(for server: ServiceServer) -> String {
        "Remove \(server.name) (\(server.displayName)) from this profile? Its offline copy goes with it."
    }

    /// Whether the server fields hold something typed that is not saved: a half-filled new
    /// server, or changes to the one being edited.
    var serverFieldsHaveEdits: Bool {
        if let editing = editingServer {
            return newServer != ConnectionDraft(editing.kind, server: editing) || newServerName != editing.name
        }
        return !newServer.isEmpty || !newServer.apiKey.isEmpty || !newServerName.isEmpty
    }

    /// The server the fields describe, named as typed (the kind's name when left empty), or
    /// nil when they hold no address.
    func fieldsServer() -> ServiceServer? {
        guard var server = newServer.server else { return nil }
        let typed = newServerName.trimmingCharacters(in: .whitespaces)
        server.name = typed.isEmpty ? newServer.kind.displayName : typed
        if editingServer == nil || editingServer?.name != server.name { server.slug = ServerSlug.make(server.name) }
        return server
    }

    /// Loads `server` (one of ``servers``) into the server fields to edit it there: its name,
    /// address, credential, headers, TLS and whether it is used; its kind stays.
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
        let kinds = kinds.kinds
        let next = kinds[((kinds.firstIndex(of: newServer.kind) ?? 0) + 1) % kinds.count]
        newServer = ConnectionDraft(next)
        newServerErrors = [:]
    }

    /// Tests the server fields as entered, without saving them.
    public func testNewServer() async {
        newServerErrors = newServer.connectionProblems
        guard newServerErrors.isEmpty, let server = fieldsServer() else { return }
        newServerVerdict = .testing
        newServerVerdict = await ConnectionVerdict.test(server, with: tester)
    }

    /// Tests `server` (one of ``servers``) as saved; its row shows the verdict.
    public func test(_ server: ServiceServer) async {
        serverVerdicts[server.slug] = .testing
        serverVerdicts[server.slug] = await ConnectionVerdict.test(server, with: tester)
    }

    /// The last test of `server`, or untested.
    public func verdict(for server: ServiceServer) -> ConnectionVerdict { serverVerdicts[server.slug] ?? .untested }

    /// Tests the server in the fields and, when it answers as its kind, saves it: over the one
    /// being edited (its place and offline copy kept unless the address changed), or added
    /// after the others; the list shows it at once and the message says what was done.
    public func addServer() async {
        guard let profileId else { return await testNewServer() }
        message = nil
        let editing = editingServer
        guard let fields = fieldsServer() else {
            newServerErrors = [ProfileDraft.Field.url(newServer.kind): "Enter the server's address."]
            return
        }
        do {
            try ServerRules.check(fields, among: servers.filter { $0.id != editing?.id })
            let status = try await tester.status(of: fields)
            var server = try await ConnectionDraft(fields.kind, server: fields).pinningCertificate().server ?? fields
            server.name = fields.name
            server.slug = fields.slug
            let answered = "\(status.appName ?? server.kind.displayName) \(status.version ?? "")"
                .trimmingCharacters(in: .whitespaces)
            if let editing {
                let saved = try await profiles.updateServer(named: editing.slug, in: profileId, with: server)
                stopEditing()
                await reloadServers()
                serverVerdicts[saved.slug] = .connected(answered)
                message = "Saved \(saved.name) (\(answered))"
                return
            }
            let added = try await profiles.addServer(server, to: profileId)
            await reloadServers()
            serverVerdicts[added.slug] = .connected(answered)
            message = "Added \(added.name) (\(answered))"
            newServer = ConnectionDraft(newServer.kind)
            newServerName = ""
            newServerErrors = [:]
        } catch CoreError.invalid(let problems) {
            newServerErrors = problems
        } catch {
            newServerErrors = ["test": ErrorNotice(error).message]
        }
    }

    /// Moves `server` (one of ``servers``) `offset` places in the profile's order; the list
    /// shows the new order at once (a server moved above the first of its kind becomes the
    /// one its kind's screens open first).
    public func move(_ server: ServiceServer, by offset: Int) async {
        guard let profileId else { return }
        do {
            try await profiles.moveServer(named: server.slug, in: profileId, by: offset)
            await reloadServers()
            message = "Moved \(server.name) \(offset < 0 ? "up" : "down")"
        } catch {
            saveError = ErrorNotice(error)
        }
    }
}
