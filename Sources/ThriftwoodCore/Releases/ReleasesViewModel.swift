import ArrKit
import Foundation
import Observation
import ServerKit

/// Manual release search for a movie, a season or an episode: sort, filter, see
/// rejections and season packs, grab.
@MainActor
@Observable
public final class ReleasesViewModel {
    /// What releases sort by.
    public enum Sort: String, CaseIterable, Sendable {
        case age, quality, size, seeders

        /// The menu label.
        public var label: String { rawValue.capitalized }
    }

    /// Which protocols show.
    public enum ProtocolFilter: String, CaseIterable, Sendable {
        case any, usenet, torrent
    }

    /// The service searched.
    public var service: ServiceKind { source.service }
    /// What was searched for.
    public var subject: String { source.subject }
    /// Every release the indexers returned.
    public private(set) var releases = Loadable<[ReleaseOffer]>()
    /// The sort.
    public var sort = Sort.quality
    /// Whether only approved releases show.
    public var approvedOnly = false
    /// Which protocols show.
    public var protocolFilter = ProtocolFilter.any
    /// The release being grabbed, by guid.
    public private(set) var grabbing: String?
    /// The last grab's outcome.
    public private(set) var message: String?
    /// Why the last grab failed.
    public private(set) var actionError: ErrorNotice?
    /// A rejected release waiting for "grab anyway?".
    public private(set) var pendingRejected: ReleaseOffer?

    private let source: ReleaseSource

    /// Creates the search over `source`.
    public init(source: ReleaseSource) {
        self.source = source
    }

    /// The releases after sorting and filtering.
    public var visible: [ReleaseOffer] {
        let filtered = (releases.value ?? []).filter { release in
            (!approvedOnly || release.approved)
                && (protocolFilter == .any || release.protocol?.wireName == protocolFilter.rawValue)
        }
        return filtered.sorted { lhs, rhs in
            switch sort {
            case .age: lhs.ageHours < rhs.ageHours
            case .quality: lhs.qualityWeight > rhs.qualityWeight
            case .size: lhs.size > rhs.size
            case .seeders: (lhs.seeders ?? -1) > (rhs.seeders ?? -1)
            }
        }
    }

    /// The header line: how many show, of how many, and the sort and filters.
    public var summary: String {
        let subject = subject.isEmpty ? "" : " for \(subject)"
        return "\(visible.count) of \(releases.value?.count ?? 0) releases\(subject) · sort: \(sort.label) · "
            + "\(approvedOnly ? "approved only" : "all") · \(protocolFilter.rawValue)"
    }

    /// The next sort in the menu's order.
    public func cycleSort() { sort = Sort.allCases.cycled(after: sort) ?? sort }

    /// The next protocol filter in the menu's order.
    public func cycleProtocol() { protocolFilter = ProtocolFilter.allCases.cycled(after: protocolFilter) ?? .any }

    /// Which indexers the server reports failing, when the search found few or no releases.
    public private(set) var indexerWarning: String?
    /// What other servers of the profile say then (Prowlarr's failing indexers); the coordinator sets it.
    public var otherWarnings: (@Sendable () async -> [String])?

    /// Searches every indexer (this takes a while on a real server); a short or empty result
    /// names the indexers the server reports failing, so "no releases" can be trusted or not.
    public func load() async {
        releases.begin()
        let search = source.search
        releases.finish(await capture { try await search() })
        indexerWarning = nil
        guard let server = source.server, (releases.value?.count ?? 0) < IndexerFailures.shortSearch else { return }
        let name = service.displayName
        // A server that cannot be reached has said so through the search already.
        if let client = await LoadedPart.capture({ try await server() }).value {
            indexerWarning = await IndexerFailures.read(from: client, server: name)
        }
        indexerWarning = IndexerFailures.joined(indexerWarning, await otherWarnings?() ?? [])
    }

    /// Grabs an approved release at once; a rejected one waits for ``confirmGrab()``, since
    /// the server said why it should not be downloaded.
    public func requestGrab(_ release: ReleaseOffer) async {
        if release.rejected {
            pendingRejected = release
        } else {
            await grab(release)
        }
    }

    /// The question a rejected release asks before it is grabbed.
    public var rejectedQuestion: String { "\(service.displayName) rejected this release. Grab anyway?" }

    /// Grabs the rejected release the user confirmed.
    public func confirmGrab() async {
        guard let release = pendingRejected else { return }
        pendingRejected = nil
        await grab(release)
    }

    /// Keeps the rejected release off the download client.
    public func cancelGrab() { pendingRejected = nil }

    /// Sends `release` to the download client.
    public func grab(_ release: ReleaseOffer) async {
        guard release.indexerId != nil else {
            actionError = ErrorNotice(
                message: "This release has no indexer, so it cannot be grabbed.", suggestion: "Pick another release.")
            return
        }
        grabbing = release.guid
        actionError = nil
        message = nil
        defer { grabbing = nil }
        do {
            try await source.grab(release)
            message = "Grabbed \(release.title)"
        } catch {
            actionError = ErrorNotice(error)
        }
    }
}

extension ReleasesViewModel: ScreenViewModel {}
