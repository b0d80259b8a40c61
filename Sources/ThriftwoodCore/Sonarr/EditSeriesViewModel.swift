import ArrKit
import Foundation
import Observation
import SonarrAPI

/// Edit a series: monitored, quality profile, series type, season folders, path (moving
/// files) and tags. Saving re-reads the server's whole series and changes only these.
@MainActor
@Observable
public final class EditSeriesViewModel {
    /// The series' id.
    public let seriesId: Int
    /// The series as loaded.
    private(set) var original = Loadable<Series>()
    /// Where loading `original` stands (loading, failed, how many), for the front ends.
    public var originalState: LoadState { original.state }
    /// Whether Sonarr monitors it.
    public var monitored = true
    /// The quality profile id.
    public var qualityProfileId = 0
    /// Standard, daily or anime numbering.
    var seriesType = SeriesType.standard
    /// Whether episodes go into season folders.
    public var seasonFolder = true
    /// The series' folder.
    public var path = ""
    /// Whether to move the files when the path changes.
    public var moveFiles = true
    /// The tag ids.
    public var tagIds: [Int] = []
    /// The server's quality profiles.
    private(set) var qualityProfiles: [QualityProfile] = []
    /// The server's tags.
    private(set) var tags: [ArrKit.Tag] = []
    /// Whether a save runs.
    public private(set) var isSaving = false
    /// Why the last save failed.
    public private(set) var saveError: ErrorNotice?
    /// Closes the form after a save (set by the coordinator).
    public var onSaved: (@MainActor () -> Void)?
    /// Closes the form without saving (set by the coordinator).
    public var onCancel: (@MainActor () -> Void)?

    private let sonarr: any SonarrService

    /// Creates the form for series `seriesId`.
    public init(seriesId: SeriesID, sonarr: any SonarrService) {
        self.seriesId = seriesId.rawValue
        self.sonarr = sonarr
    }

    /// Loads the series and the server's choices into the form.
    public func load() async {
        original.begin()
        let (sonarr, id) = (sonarr, seriesId)
        let result = await capture {
            let client = try await sonarr.client()
            async let profiles = client.qualityProfiles()
            async let tags = client.tags()
            let series = try await client.series(id: id)
            let loadedProfiles = try await profiles
            let loadedTags = try await tags
            return (series, loadedProfiles, loadedTags)
        }
        switch result {
        case .success(let (series, profiles, tags)):
            original.finish(.success(series))
            qualityProfiles = profiles
            self.tags = tags
            monitored = series.monitored
            qualityProfileId = series.qualityProfileId ?? profiles.first?.id ?? 0
            seriesType = series.seriesType ?? .standard
            seasonFolder = series.seasonFolder ?? true
            path = series.path ?? ""
            tagIds = series.tags ?? []
        case .failure(let error):
            original.finish(.failure(error))
        }
    }

    /// The form laid over `series`: only the fields the form edits change.
    func applied(to series: Series) -> Series {
        var series = series
        series.monitored = monitored
        series.qualityProfileId = qualityProfileId
        series.seriesType = seriesType
        series.seasonFolder = seasonFolder
        series.path = path
        series.tags = tagIds
        return series
    }

    /// Whether the form differs from the series as loaded, so leaving it would lose edits.
    public var hasChanges: Bool {
        guard let series = original.value else { return false }
        return applied(to: series) != series
    }

    /// Whether the path differs from the loaded one.
    public var pathChanged: Bool { original.value.map { ($0.path ?? "") != path } ?? false }

    /// The next quality profile in the server's order.
    public func cycleQualityProfile() {
        let ids = qualityProfiles.map(\.id)
        qualityProfileId = ids.cycled(after: qualityProfileId) ?? qualityProfileId
    }

    /// The next series type.
    public func cycleSeriesType() { seriesType = SeriesType.knownCases.cycled(after: seriesType) ?? .standard }

    /// Adds the tag when the series lacks it, removes it when the series has it.
    public func toggleTag(_ id: Int) { tagIds = TagAssembly.toggling(id, in: tagIds) }

    /// Creates a tag called `label` on the server (or reuses one of that name) and gives it to the series.
    public func addTag(named label: String) async {
        saveError = nil
        do {
            (tagIds, tags) = try await TagAssembly.adding(
                label, to: tagIds, known: tags, client: try await sonarr.client())
        } catch {
            saveError = ErrorNotice(error)
        }
    }

    /// Saves the changes; on success closes the form.
    public func save() async {
        guard let series = original.value else { return }
        if let refusal = FolderRules.refusal(ofPath: path, changed: pathChanged) {
            saveError = refusal
            return
        }
        let edited = applied(to: series)
        let move = pathChanged && moveFiles
        isSaving = true
        saveError = nil
        defer { isSaving = false }
        do {
            _ = try await sonarr.client().updateSeries(edited, moveFiles: move)
            onSaved?()
        } catch {
            saveError = ErrorNotice(error)
        }
    }

    /// Closes the form without saving.
    public func cancel() { onCancel?() }
}

extension EditSeriesViewModel: ScreenViewModel {}
