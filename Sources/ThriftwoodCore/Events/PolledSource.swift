import Foundation

/// What a server that cannot push is polled for (a download client): its items with how far
/// each is, so the poller can tell what finished or failed since it last looked.
public struct PolledSource: Sendable {
    /// The items now.
    public let read: @Sendable () async throws -> [PolledItem]
    /// The screen an event of it opens (on the kind's first server; the poller moves it).
    public let route: AppRoute?

    /// A source reading with `read`, its events opening `route`.
    public init(route: AppRoute?, read: @escaping @Sendable () async throws -> [PolledItem]) {
        self.route = route
        self.read = read
    }
}

/// One item of a polled server.
public struct PolledItem: Hashable, Sendable {
    /// How far it is.
    public enum Phase: Hashable, Sendable {
        /// Still under way.
        case active
        /// Done (downloaded, or seeding).
        case finished
        /// Given up, with why in the server's words.
        case failed(String?)
    }

    /// Its id on the server (unique among what `read` returns).
    public let id: String
    /// Its name, as the server shows it.
    public let name: String
    /// How far it is.
    public let phase: Phase

    /// An item `id` called `name` in `phase`.
    public init(id: String, name: String, phase: Phase) {
        self.id = id
        self.name = name
        self.phase = phase
    }
}
