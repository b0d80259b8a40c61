import ArrKit
import DownloadKit
import Foundation
import GRDB
import RadarrAPI
import SeerrKit
import ServerKit
import TautulliKit

/// Everything that can go wrong in the app layer, each case saying what happened and what to do.
public enum CoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The database could not be opened, read or written.
    case storage(String)
    /// The database file is damaged or is not a Thriftwood database.
    case corruptDatabase(path: String)
    /// A form has invalid fields; keyed by field name.
    case invalid([String: String])
    /// No profile has this id.
    case profileNotFound(String)
    /// A profile has no server of that name or slug.
    case serverNotFound(String, profile: String)
    /// The active profile has no enabled server of this kind.
    case noService(ServiceKind)
    /// The active profile has no enabled server at all (of any kind asked).
    case noServers
    /// The address answered as another service (`found`, e.g. "Radarr") than the one expected.
    case wrongService(expected: ServiceKind, found: String)
    /// A service (Radarr, Sonarr, …) answered with an error or could not be reached.
    case server(ArrError)
    /// A download client answered with an error or could not be reached.
    case download(DownloadError)
    /// Seerr refused or failed, in its words.
    case requests(SeerrError)
    /// Tautulli refused or failed, in its words.
    case streams(TautulliError)
    /// A kind's own wire module failed (Bazarr's), worded by it.
    case service(WordedFailureReport)
    /// The embedded demo server could not start.
    case demoUnavailable(String)
    /// A server saved with "accept self-signed" before pinning existed could not have its
    /// certificate read to pin it, so it is not used (it would accept any certificate).
    case certificateNotPinned(ServiceKind, String)
    /// Something no other case describes.
    case unexpected(String)

    /// What happened, in a sentence.
    public var description: String {
        switch self {
        case .storage(let reason): "Thriftwood's database failed: \(reason)."
        case .corruptDatabase(let path): "\(path) is damaged or is not a Thriftwood database."
        case .invalid(let fields):
            fields.keys.sorted().compactMap { fields[$0] }.joined(separator: " ")
        case .profileNotFound(let id): "There is no profile with id \(id)."
        case .serverNotFound(let name, let profile): "The profile \(profile) has no server called \(name)."
        case .noService(let kind): "This profile has no \(kind.displayName) server."
        case .noServers: "This profile has no server to ask yet."
        case .wrongService(let expected, let found): "That address is \(found), not \(expected.displayName)."
        case .server(let error): error.description
        case .download(let error): error.description
        case .requests(let error): error.description
        case .streams(let error): error.description
        case .service(let report): report.message
        case .demoUnavailable(let reason): "The demo server could not start: \(reason)."
        case .certificateNotPinned(let kind, let reason):
            "\(kind.displayName) was saved to accept any certificate; Thriftwood pins the one it presents first, and could not read it: \(reason)"
        case .unexpected(let reason): "Something went wrong: \(reason)."
        }
    }

    /// What the user can do about it.
    public var recoverySuggestion: String {
        switch self {
        case .storage: "Check that the data directory is writable and has free space, then try again."
        case .corruptDatabase(let path):
            "Nothing was changed. Move it aside (mv \(path) \(path).bad) to start fresh, or use another data directory."
        case .invalid: "Correct the highlighted fields."
        case .profileNotFound: "Pick another profile in Settings → Profiles."
        case .serverNotFound: "`thriftwood servers list` names the profile's servers."
        case .noService(let kind):
            "Add a \(kind.displayName) server to this profile in Settings → Profiles, or use the demo."
        case .noServers: "Add a server to this profile in Settings → Profiles, or use the demo."
        case .wrongService(let expected, _):
            "Check the port: \(expected.displayName) usually listens on \(expected.defaultPort)."
        case .server(let error): error.recoverySuggestion
        case .download(let error): Self.suggestion(for: error)
        case .requests(let error): Self.suggestion(for: error)
        case .streams(let error): Self.suggestion(for: error)
        case .service(let report): report.suggestion
        case .demoUnavailable: "Run `thriftwood demo-server` separately, or connect to a real Radarr."
        case .certificateNotPinned(let kind, _):
            "Try again once \(kind.displayName) is reachable, or edit the profile's TLS setting."
        case .unexpected: "Try again; if it keeps happening, Settings → Logs has the details."
        }
    }

    /// Whether trying again may help.
    public var isRetryable: Bool {
        switch self {
        case .server(let error): error.isRetryable
        case .download(let error): Self.isRetryable(error)
        case .requests(let error): Self.isRetryable(error)
        case .streams(let error): Self.isRetryable(error)
        case .service(let report): report.isRetryable
        case .storage, .demoUnavailable, .unexpected: true
        default: false
        }
    }

    /// Whether the server said the thing asked for does not exist (a movie deleted, a request
    /// withdrawn): the answer a front end gives as "not found", not as a fault.
    public var meansGone: Bool {
        switch self {
        case .server(let error):
            if case .notFound(let resource?, _) = error.problem { return !resource.isEmpty }
            return false
        case .download(let error):
            if case .notFound = error.problem { return true }
            return false
        case .requests(let error):
            if case .notFound = error.problem { return true }
            return false
        default: return false
        }
    }

    /// A database failure in words: the common causes by name, SQLite's message otherwise.
    static func storageReason(_ error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_FULL: "the disk is full"
        case .SQLITE_READONLY: "the data directory is read-only"
        case .SQLITE_CANTOPEN: "the database file cannot be opened (check the data directory's permissions)"
        case .SQLITE_BUSY, .SQLITE_LOCKED: "another Thriftwood kept the database busy for too long"
        case .SQLITE_IOERR: "the disk reported an input/output error"
        default: error.message ?? error.description
        }
    }

    /// Wraps any error thrown below the app layer.
    public init(_ error: any Error) {
        switch error {
        case let core as CoreError: self = core
        case let server as ArrError: self = .server(server)
        case let download as DownloadError: self = .download(download)
        case let requests as SeerrError: self = .requests(requests)
        case let streams as TautulliError: self = .streams(streams)
        case let failure as any WordedFailure: self = .service(WordedFailureReport(failure))
        case let database as DatabaseError: self = .storage(Self.storageReason(database))
        default: self = .unexpected(String(describing: error))
        }
    }
}

/// An error ready for a banner: the message, what to do, and whether a retry makes sense.
public struct ErrorNotice: Hashable, Sendable {
    /// What happened.
    public let message: String
    /// What to do about it.
    public let suggestion: String
    /// Whether a retry key should be offered.
    public let isRetryable: Bool
    /// Whether the server said the thing asked for does not exist.
    public var isGone = false

    /// Describes `error` for a person.
    public init(_ error: any Error) {
        let core = CoreError(error)
        message = core.description
        suggestion = core.recoverySuggestion
        isRetryable = core.isRetryable
        isGone = core.meansGone
    }

    /// A notice with explicit text.
    public init(message: String, suggestion: String, isRetryable: Bool = false) {
        self.message = message
        self.suggestion = suggestion
        self.isRetryable = isRetryable
    }
}

/// A kind's failure as the app keeps it: its words, what to do, and its sort.
public struct WordedFailureReport: Hashable, Sendable {
    /// What happened.
    public let message: String
    /// What to do about it.
    public let suggestion: String
    /// Whether trying again may help.
    public let isRetryable: Bool
    /// Its sort, for the CLI's exit status.
    public let category: FailureCategory

    /// Keeps `failure`'s words.
    public init(_ failure: any WordedFailure) {
        message = failure.description
        suggestion = failure.recoverySuggestion
        isRetryable = failure.isRetryable
        category = failure.category
    }
}
