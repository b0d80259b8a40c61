import ArrKit

extension WebhookReader {
    /// What Radarr pushes: events about a `movie`.
    static let radarr = ArrWebhook.reader(screens: .init(system: .radarr(.systemStatus), queue: .radarr(.queue))) {
        payload in
        guard let movie = payload["movie"], let title = movie["title"]?.text else { return nil }
        let id = movie["id"]?.integer.flatMap { $0 > 0 ? $0 : nil }
        return ArrWebhook.Subject(
            title: ArrWebhook.titled(title, year: movie["year"]?.integer),
            path: id.map { [.radarr(.movieDetail(movieId: MovieID($0)))] } ?? [])
    }
}
