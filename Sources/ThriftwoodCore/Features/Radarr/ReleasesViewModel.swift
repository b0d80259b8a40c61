import ArrKit
import Foundation
import Observation
import RadarrAPI

/// Manual release search for one movie: sort, filter, see rejections, grab.
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

    /// The movie searched for.
    public let movieId: Int
    /// Every release the indexers returned.
    public private(set) var releases = Loadable<[Release]>()
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

    private let radarr: any RadarrService

    /// Creates the search for movie `movieId`.
    public init(movieId: Int, radarr: any RadarrService) {
        self.movieId = movieId
        self.radarr = radarr
    }

    /// The releases after sorting and filtering.
    public var visible: [Release] {
        let all = releases.value ?? []
        let filtered = all.filter { release in
            (!approvedOnly || release.approved == true)
                && (protocolFilter == .any || release.protocol?.wireName == protocolFilter.rawValue)
        }
        return filtered.sorted { lhs, rhs in
            switch sort {
            case .age: (lhs.ageHours ?? Double(lhs.age ?? 0) * 24) < (rhs.ageHours ?? Double(rhs.age ?? 0) * 24)
            case .quality: (lhs.qualityWeight ?? 0) > (rhs.qualityWeight ?? 0)
            case .size: (lhs.size ?? 0) > (rhs.size ?? 0)
            case .seeders: (lhs.seeders ?? -1) > (rhs.seeders ?? -1)
            }
        }
    }

    /// Searches every indexer (this takes a while on a real server).
    public func load() async {
        releases.begin()
        let radarr = radarr
        let id = movieId
        releases.finish(await capture { try await radarr.client().releases(movieId: id) })
    }

    /// A rejected release waiting for "grab anyway?".
    public private(set) var pendingRejected: Release?

    /// Grabs an approved release at once; a rejected one waits for ``confirmGrab()``, since
    /// Radarr said why it should not be downloaded.
    public func requestGrab(_ release: Release) async {
        if release.rejected == true {
            pendingRejected = release
        } else {
            await grab(release)
        }
    }

    /// Grabs the rejected release the user confirmed.
    public func confirmGrab() async {
        guard let release = pendingRejected else { return }
        pendingRejected = nil
        await grab(release)
    }

    /// Keeps the rejected release off the download client.
    public func cancelGrab() { pendingRejected = nil }

    /// Sends `release` to the download client.
    public func grab(_ release: Release) async {
        guard let indexerId = release.indexerId else {
            actionError = ErrorNotice(
                message: "This release has no indexer, so it cannot be grabbed.", suggestion: "Pick another release.")
            return
        }
        grabbing = release.guid
        actionError = nil
        message = nil
        defer { grabbing = nil }
        do {
            _ = try await radarr.client().grab(GrabRequest(guid: release.guid, indexerId: indexerId))
            message = "Grabbed \(release.title ?? "release")"
        } catch {
            actionError = ErrorNotice(error)
        }
    }
}
