import ThriftwoodCore

/// Prints a manual search's releases: what a grab needs (guid, indexer id), then quality,
/// size, age, peers, indexer, custom-format score and language; on a narrow terminal the
/// language, score, peers and age give way first. `packs` adds Sonarr's season-pack column.
func printReleases(_ releases: [ReleaseOffer], packs: Bool = false) {
    var headers = ["GUID", "TITLE", "QUALITY", "SIZE", "AGE", "PEERS", "INDEXER", "SCORE", "LANGUAGE"]
    if packs { headers.append("PACK") }
    headers.append("OK")
    printTable(
        headers: headers,
        rows: releases.map { release in
            var row = [
                release.guid, release.title, release.quality, Format.bytes(release.size), release.ageText,
                release.peersText, "\(release.indexer ?? "?") (\(release.indexerId ?? 0))", release.scoreText,
                release.languagesText,
            ]
            if packs { row.append(release.fullSeason ? "season" : "") }
            row.append(release.rejected ? "rejected" : "yes")
            return row
        }, empty: "No releases found.", dropping: [8, 7, 5, 4])
}
