import Foundation
import SeerrKit

/// One request's screen in words: its title, overview and facts, for any front end.
public struct RequestSheet: Sendable, Hashable {
    /// The title it names.
    public let title: String
    /// Its state with its tone.
    public let state: StatusLabel
    /// The title's overview, empty when Seerr gave none.
    public let overview: String
    /// Its facts as label and value: what it asks for, who asked, where it goes.
    public let facts: [DisplayFact]
    /// Whether it waits for approval.
    public let isPending: Bool
    /// Whether sending it failed (then it can be retried).
    public let isFailed: Bool
}

extension RequestDetailViewModel {
    /// The request in words, once loaded.
    public func sheet(now: Date) -> RequestSheet? {
        guard let (request, title) = loaded.value else { return nil }
        let titles = actions.titlesWith(title)
        var facts = [
            DisplayFact(label: "Asks for", value: RequestText.details(request)),
            DisplayFact(label: "Asked by", value: RequestText.asked(request, now: now)),
            DisplayFact(label: "Available", value: request.availability.words),
        ]
        if let modifier = request.modifiedBy, request.status != .pending {
            facts.append(DisplayFact(label: "Decided by", value: modifier.name))
        }
        if let destination { facts.append(DisplayFact(label: "Goes to", value: destination)) }
        if let seasons = title?.seasonCount, request.mediaType == .tv {
            facts.append(DisplayFact(label: "Series has", value: Format.plural(seasons, "season")))
        }
        return RequestSheet(
            title: RequestText.title(request, titles), state: RequestText.state(request),
            overview: title?.overview ?? "",
            facts: facts, isPending: request.isPending, isFailed: request.status == .failed)
    }

    /// The question `action` on this request asks first; nil when it runs at once.
    public func question(_ action: RequestDecision.Action) -> RequestQuestion? {
        loaded.value.flatMap { actions.question(action, targets: [$0.request]) }
    }

    /// Runs `action` on this request now (asked already), with `reason` for a decline; then
    /// reads the request again.
    public func decide(_ action: RequestDecision.Action, reason: String = "") async {
        guard let request = loaded.value?.request else { return }
        await actions.decide(action, targets: [request], reason: reason)
        await load()
    }

    /// Sends this failed request to Radarr or Sonarr again; then reads it again.
    public func retry() async {
        guard let request = loaded.value?.request else { return }
        await actions.retry(request)
        await load()
    }

    /// The edit before approving as a form: the servers, each server's profiles and folders
    /// (named with their server when there are several), what is chosen, and 4K.
    public var editForm: RequestEditForm? {
        guard let request = loaded.value?.request else { return nil }
        return RequestEditForm(
            edit ?? RequestEdit(request: request, servers: servers), titles: actions.titlesWith(loaded.value?.title))
    }

    /// The edit dialog's heading, "Approve “Dune: Part Two (2024)” (jonas) with:", while an edit is open.
    public var editHeading: String? {
        edit.map { "Approve \(RequestText.named($0.request, actions.titlesWith(loaded.value?.title))) with:" }
    }

    /// Approves this request as the list does: a pending one at once, else after the person's
    /// yes (waiting in ``RequestsViewModel/pending``); then reads it again.
    public func requestApproval() async {
        guard let request = loaded.value?.request else { return }
        await actions.requestApprove([request])
        await load()
    }

    /// Asks before declining this request (with an optional reason).
    public func requestDecline() {
        if let request = loaded.value?.request { actions.requestDecline([request]) }
    }

    /// Asks before deleting this request from Seerr.
    public func requestDelete() {
        if let request = loaded.value?.request { actions.requestDelete([request]) }
    }

    /// Approves the request with the form's choices (values of ``editForm``'s choices).
    public func approve(server: String?, profile: String?, folder: String?, is4k: Bool) async {
        beginEdit()
        guard edit != nil else { return }
        edit?.choose(server: server, profile: profile, folder: folder)
        edit?.is4k = is4k
        await saveAndApprove()
    }
}

/// The edit of where a request goes, as a form's choices.
public struct RequestEditForm: Sendable, Hashable {
    /// The servers Seerr can send it to.
    public let servers: [FormChoice]
    /// Every server's quality profiles ("Radarr 4K · Ultra-HD" when there are several servers).
    public let profiles: [FormChoice]
    /// Every server's folders.
    public let folders: [FormChoice]
    /// The chosen server (a value of ``servers``).
    public let server: String?
    /// The chosen profile (a value of ``profiles``).
    public let profile: String?
    /// The chosen folder (a value of ``folders``).
    public let folder: String?
    /// Whether it asks for 4K.
    public let is4k: Bool
    /// "Approve “Dune” (jonas) with:".
    public let heading: String

    init(_ edit: RequestEdit, titles: [SeerrTitleKey: SeerrTitle]) {
        let named = edit.servers.count > 1
        servers = edit.servers.enumerated().map { FormChoice(value: "\($0.offset)", label: $0.element.name) }
        profiles = edit.servers.enumerated().flatMap { server in
            server.element.profiles.enumerated().map { profile in
                FormChoice(
                    value: "\(server.offset):\(profile.offset)",
                    label: named ? "\(server.element.name) · \(profile.element.name)" : profile.element.name)
            }
        }
        folders = edit.servers.enumerated().flatMap { server in
            server.element.rootFolders.enumerated().map { folder in
                FormChoice(
                    value: "\(server.offset):\(folder.offset)",
                    label: named ? "\(server.element.name) · \(folder.element)" : folder.element)
            }
        }
        server = edit.chosenServer.map { _ in "\(edit.serverIndex)" }
        profile = edit.profile.map { _ in "\(edit.serverIndex):\(edit.profileIndex)" }
        folder = edit.folder.map { _ in "\(edit.serverIndex):\(edit.folderIndex)" }
        is4k = edit.is4k
        heading = "Approve \(RequestText.named(edit.request, titles)) with:"
    }
}

extension RequestEdit {
    /// Takes a form's choices: the server, then a profile and a folder of that server (one of
    /// another server is passed over for the server's default).
    mutating func choose(server: String?, profile: String?, folder: String?) {
        if let server = server.flatMap({ Int($0) }), servers.indices.contains(server) {
            while serverIndex != server { nextServer() }
        }
        if let (owner, index) = Self.pair(profile), owner == serverIndex,
            let count = chosenServer?.profiles.count, index < count
        {
            while profileIndex != index { nextProfile() }
        }
        if let (owner, index) = Self.pair(folder), owner == serverIndex,
            let count = chosenServer?.rootFolders.count, index < count
        {
            while folderIndex != index { nextFolder() }
        }
    }

    /// "1:2" as (1, 2).
    private static func pair(_ value: String?) -> (Int, Int)? {
        let parts = (value ?? "").split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 && parts[0] >= 0 && parts[1] >= 0 ? (parts[0], parts[1]) : nil
    }
}
