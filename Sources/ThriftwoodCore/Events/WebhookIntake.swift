import ArrKit
import Foundation
import ThriftwoodNavigation

/// Takes what a server pushed to `/hooks/<slug>`: finds the server by its slug and secret,
/// reads the body as the server's kind says, keeps the event and tells the feed. The web
/// layer only carries bytes and headers here; every rule is this one.
public struct WebhookIntake: Sendable {
    /// What became of one push.
    public enum Outcome: Sendable, Equatable {
        /// Kept as this event, of the profile called `profile`.
        case stored(StackEvent, profile: String)
        /// No server has this slug and secret (the same answer for both, so slugs cannot be
        /// guessed).
        case unauthorized
        /// The body was refused before it was read.
        case refused(WebhookBody.Refusal)
        /// The server's kind does not push; the sentence says what to do instead.
        case cannotPush(String)
        /// It could not be kept (the database); the sentence says why.
        case failed(String)
        /// The same bytes were kept within the minute (a retry): kept once. A Test is never one:
        /// a server tests a connection as often as someone asks, and each must be seen.
        case replayed
    }

    let profiles: any ProfileService
    let secrets: HookSecrets
    let store: EventStore
    let feed: EventFeed
    let kinds: KindRegistry
    let clock: @Sendable () -> Date

    /// An intake over the app's profiles and database.
    public init(
        profiles: any ProfileService, secrets: HookSecrets, store: EventStore, feed: EventFeed,
        kinds: KindRegistry, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.profiles = profiles
        self.secrets = secrets
        self.store = store
        self.feed = feed
        self.kinds = kinds
        self.clock = clock
    }

    /// Takes `body`, pushed to the server with slug `slug` with the secrets `offered` (see
    /// ``HookSecrets/offered(authorization:header:)``).
    public func receive(
        slug: String, offered: [String], body: Data, isReplay: @Sendable () -> Bool = { false }
    ) async -> Outcome {
        let found: (Profile, ServiceServer)?
        do {
            found = try await sender(slug: slug, offered: offered)
        } catch {
            return .failed(CoreError(error).description)
        }
        guard let (profile, server) = found else { return .unauthorized }
        guard let reader = kinds.declaration(of: server.kind)?.webhook else {
            return .cannotPush(
                "\(server.kind.displayName) does not send webhooks; Thriftwood watches it while the app or serve runs.")
        }
        let payload: JSONValue
        do throws(WebhookBody.Refusal) {
            payload = try WebhookBody.parse(body)
        } catch {
            return .refused(error)
        }
        let reading = reader.read(payload, server)
        if reading.type != .test, isReplay() { return .replayed }
        let event = StackEvent(
            type: reading.type, rawType: Self.plain(reading.rawType), server: EventServer(server),
            sentence: Self.plain(reading.sentence),
            date: clock(), link: Self.link(of: reading.path, server: server, in: profile, kinds: kinds))
        do throws(CoreError) {
            let stored = try await store.add(event, profileID: profile.id)
            feed.publish(stored, profileID: profile.id)
            return .stored(stored, profile: profile.name)
        } catch {
            return .failed(error.description)
        }
    }

    /// Whether a server has the slug `slug` and one of the secrets `offered`: asked before the
    /// body is read, so a stranger's upload is refused at its headers and never holds a place.
    /// Nil when the profiles cannot be read (``receive(slug:offered:body:)`` then says why).
    public func knows(slug: String, offered: [String]) async -> Bool? {
        do {
            return try await sender(slug: slug, offered: offered) != nil
        } catch {
            return nil
        }
    }

    /// The profile and server whose slug is `slug` and whose secret is among `offered`. Every
    /// candidate is compared, so the time taken does not tell which slugs exist.
    private func sender(slug: String, offered: [String]) async throws -> (Profile, ServiceServer)? {
        let all = try await profiles.profiles()
        var found: (Profile, ServiceServer)?
        for profile in all {
            for server in profile.servers where server.slug.caseInsensitiveCompare(slug) == .orderedSame {
                guard let id = server.id, let secret = try await secrets.existing(for: id) else { continue }
                if offered.contains(where: { HookSecrets.matches($0, secret) }) { found = (profile, server) }
            }
        }
        return found
    }

    /// `text` without control characters (a terminal escape in a title must not reach a
    /// terminal or a log as one); line breaks and tabs become spaces.
    static func plain(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || scalar == "\r" {
                scalars.append(" ")
            } else if scalar.properties.generalCategory != .control {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The link of `path` on `server` of `profile`, from the server's home; nil for an empty
    /// path or one the profile's table cannot print.
    static func link(
        of path: [AppRoute], server: ServiceServer, in profile: Profile, kinds: KindRegistry
    ) -> String? {
        let placed = path.map { $0.on(profile.isFirst(server) ? nil : server.slug) }
        guard let first = placed.first else { return nil }
        let home = first.home(in: kinds)
        let full = first == home ? placed : [home] + placed
        do {
            return try kinds.deepLinks(for: profile).printText(NavigationState(path: full))
        } catch {
            return nil  // an event without a link still says what happened
        }
    }
}
