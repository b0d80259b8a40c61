import ArrKit

extension WebhookReader {
    /// What Sonarr pushes: events about a `series` and its `episodes`.
    static let sonarr = ArrWebhook.reader(screens: .init(system: .sonarr(.systemStatus), queue: .sonarr(.queue))) {
        payload in
        guard let series = payload["series"], let title = series["title"]?.text else { return nil }
        let id = series["id"]?.integer.flatMap { $0 > 0 ? $0 : nil }
        return ArrWebhook.Subject(
            title: [title, SonarrEpisodeNames.span(payload["episodes"]?.elements ?? [])]
                .compactMap { $0 }.joined(separator: " "),
            path: id.map { [.sonarr(.seriesDetail(seriesId: SeriesID($0)))] } ?? [])
    }
}

/// Episodes named as people write them: "S02E03", "S02E03–E05", or the season ("S02") when a
/// pack brought a season's worth.
enum SonarrEpisodeNames {
    /// The episodes' span; nil for none.
    static func span(_ episodes: [JSONValue]) -> String? {
        let numbers = episodes.compactMap { episode -> (season: Int, episode: Int)? in
            guard let season = episode["seasonNumber"]?.integer, let number = episode["episodeNumber"]?.integer
            else { return nil }
            return (season, number)
        }
        .sorted { ($0.season, $0.episode) < ($1.season, $1.episode) }
        guard let first = numbers.first, let last = numbers.last else { return nil }
        let season = "S" + twoDigits(first.season)
        if numbers.count == 1 { return season + "E" + twoDigits(first.episode) }
        guard first.season == last.season else { return season + "–S" + twoDigits(last.season) }
        if numbers.count > 3 { return season + " (\(numbers.count) episodes)" }
        return season + "E" + twoDigits(first.episode) + "–E" + twoDigits(last.episode)
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 && number >= 0 ? "0\(number)" : "\(number)"
    }
}
