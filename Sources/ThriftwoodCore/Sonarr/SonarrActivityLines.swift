import ArrKit
import Foundation
import SonarrAPI

extension Episode {
    /// The episode as a list across series shows it.
    var listLine: EpisodeListLine {
        EpisodeListLine(
            airDate: airDateUtc, series: series?.title ?? "", code: code, title: title ?? "TBA", hasFile: hasFile,
            monitored: monitored)
    }
}
