import ArrKit
import Foundation
import SonarrAPI

extension SonarrDemoLibrary {
    /// One episode file.
    func file(id: Int) -> EpisodeFile? {
        advance()
        return files[id]
    }

    /// Applies `PUT /series/editor`: only the given fields change.
    func edit(_ request: SeriesEditorRequest) -> [Series] {
        for id in request.seriesIds where series[id] != nil {
            if let monitored = request.monitored { series[id]?.monitored = monitored }
            if let value = request.monitorNewItems { series[id]?.monitorNewItems = value }
            if let value = request.qualityProfileId { series[id]?.qualityProfileId = value }
            if let value = request.seriesType { series[id]?.seriesType = value }
            if let value = request.seasonFolder { series[id]?.seasonFolder = value }
            if let root = request.rootFolderPath, let title = series[id]?.title {
                series[id]?.rootFolderPath = root
                series[id]?.path = "\(root)/\(title)"
            }
            if let tags = request.tags {
                let current = series[id]?.tags ?? []
                series[id]?.tags =
                    switch request.applyTags ?? "add" {
                    case "remove": current.filter { !tags.contains($0) }
                    case "replace": tags
                    default: Array(Set(current + tags)).sorted()
                    }
            }
        }
        return request.seriesIds.compactMap { served($0) }
    }

    /// Applies `POST /seasonpass`: series and season flags, and a preset if given.
    func seasonPass(_ request: SeasonPassRequest) {
        for item in request.series where series[item.id] != nil {
            if let monitored = item.monitored { series[item.id]?.monitored = monitored }
            if let seasons = item.seasons, var current = series[item.id] {
                let flags = Dictionary(seasons.map { ($0.seasonNumber, $0.monitored) }, uniquingKeysWith: { a, _ in a })
                current.seasons = current.seasons.map {
                    Season(seasonNumber: $0.seasonNumber, monitored: flags[$0.seasonNumber] ?? $0.monitored)
                }
                series[item.id] = current
            }
            if let monitor = request.monitoringOptions?.monitor { apply(monitor, toSeries: item.id) }
        }
    }

    /// Creates a tag, or returns the one with that label.
    func createTag(_ label: String) -> Tag {
        if let existing = tags.first(where: { $0.label.lowercased() == label.lowercased() }) { return existing }
        let tag = Tag(id: nextTagId, label: label)
        nextTagId += 1
        tags.append(tag)
        return tag
    }

    /// Deletes a tag.
    func deleteTag(id: Int) -> Bool {
        guard tags.contains(where: { $0.id == id }) else { return false }
        tags.removeAll { $0.id == id }
        for (seriesId, item) in series { series[seriesId]?.tags = item.tags?.filter { $0 != id } }
        return true
    }
}
