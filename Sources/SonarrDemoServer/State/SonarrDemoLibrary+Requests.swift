import ArrDemoKit
import SonarrAPI

extension SonarrDemoLibrary {
    /// Adds the series the demo Seerr approved, as Seerr does: the chosen (or default) profile
    /// and folder, monitored, searched at once.
    func adoptApproved() {
        guard let requests else { return }
        for approved in requests.take(for: "sonarr") {
            guard let tvdbId = approved.tvdbId, var series = lookup("tvdb:\(tvdbId)").first else { continue }
            guard series.id == nil else {
                requests.markAdded("sonarr", id: tvdbId)
                continue
            }
            series.qualityProfileId = approved.profileId ?? 1
            series.rootFolderPath = approved.rootFolder ?? rootFolder
            series.monitored = true
            // The demo monitors the whole series whichever seasons were asked for.
            series.addOptions = SeriesAddOptions(monitor: .all, searchForMissingEpisodes: true)
            if case .success = add(series) { requests.markAdded("sonarr", id: tvdbId) }
        }
    }
}
