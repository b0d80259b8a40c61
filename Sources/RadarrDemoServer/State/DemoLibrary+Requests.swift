import ArrDemoKit
import RadarrAPI

extension DemoLibrary {
    /// Adds the movies the demo Seerr approved, as Seerr does: the chosen (or default) profile
    /// and folder, monitored, searched at once.
    func adoptApproved() {
        guard let requests else { return }
        for approved in requests.take(for: "radarr") {
            let found = lookup("tmdb:\(approved.tmdbId)").first
            var movie = found ?? Movie(title: approved.title, year: approved.year, tmdbId: approved.tmdbId)
            guard movie.id == nil else {
                requests.markAdded("radarr", id: approved.tmdbId)
                continue
            }
            movie.qualityProfileId = approved.profileId ?? 1
            movie.rootFolderPath = approved.rootFolder ?? MovieFactory.rootFolder
            movie.monitored = true
            movie.addOptions = AddOptions(monitor: .movieOnly, searchForMovie: true)
            if case .success = add(movie) { requests.markAdded("radarr", id: approved.tmdbId) }
        }
    }
}
