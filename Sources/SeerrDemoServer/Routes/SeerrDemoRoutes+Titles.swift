import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import SeerrKit

extension SeerrDemoRoutes {
    func registerTitles(on api: RouterGroup<BasicRequestContext>) {
        for type in SeerrMediaType.allCases {
            api.get("\(type.rawValue)/:id") { request, context in
                let id = context.parameters.get("id").flatMap { Int($0) } ?? 0
                guard self.user(request) != nil else { return Self.forbidden }
                guard let title = SeerrDemoCatalogue.title(SeerrTitleKey(mediaType: type, tmdbId: id)) else {
                    return Self.message("Unable to retrieve \(type == .movie ? "movie" : "series").", .notFound)
                }
                return DemoAnswers.json(await self.state.titleRecord(title, details: true))
            }
        }
        api.get("search") { request, _ in
            guard self.user(request) != nil else { return Self.forbidden }
            let query = (request.uri.queryParameters.get("query") ?? "").lowercased()
            let words = query.split(separator: " ")
            let matches = SeerrDemoCatalogue.titles.filter { title in
                !words.isEmpty && words.allSatisfy { "\(title.title) \(title.year)".lowercased().contains($0) }
            }
            var results: [JSONValue] = []
            for title in matches { results.append(await self.state.titleRecord(title)) }
            return DemoAnswers.json(
                .object([
                    "page": .number(1), "totalPages": .number(1), "totalResults": .number(Double(results.count)),
                    "results": .array(results),
                ]))
        }
        // The Plex watchlist of the user asking (the demo's: every third title of its
        // catalogue), paged as Seerr 2.x pages it, each entry with its Plex rating key.
        api.get("discover/watchlist") { request, _ in
            guard self.user(request) != nil else { return Self.forbidden }
            let listed = SeerrDemoCatalogue.titles.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
            return DemoAnswers.json(
                .object([
                    "page": .number(1), "totalPages": .number(1), "totalResults": .number(Double(listed.count)),
                    "results": .array(
                        listed.map { title in
                            .object([
                                "ratingKey": .string(String(format: "5d7768%018x", title.key.tmdbId)),
                                "title": .string(title.title), "mediaType": .string(title.key.mediaType.rawValue),
                                "tmdbId": .number(Double(title.key.tmdbId)),
                            ])
                        }),
                ]))
        }
        for (kind, folder, profiles) in [
            ("radarr", "/data/movies", ["HD-1080p", "Ultra-HD", "Any"]),
            ("sonarr", "/data/tv", ["HD-1080p", "Ultra-HD", "Any"]),
        ] {
            let server: JSONValue = .object([
                "id": .number(0), "name": .string(kind == "radarr" ? "Radarr" : "Sonarr"), "is4k": .bool(false),
                "isDefault": .bool(true), "activeDirectory": .string(folder), "activeProfileId": .number(1),
                "activeTags": .array([]),
            ])
            api.get("service/\(kind)") { request, _ in
                self.user(request) == nil ? Self.forbidden : DemoAnswers.json(.array([server]))
            }
            api.get("service/\(kind)/:id") { request, context in
                guard self.user(request) != nil else { return Self.forbidden }
                guard context.parameters.get("id") == "0" else { return Self.message("Server not found.", .notFound) }
                return DemoAnswers.json(
                    .object([
                        "server": server,
                        "profiles": .array(
                            profiles.enumerated().map { index, name in
                                .object(["id": .number(Double(index + 1)), "name": .string(name)])
                            }),
                        "rootFolders": .array([
                            .object([
                                "id": .number(1), "path": .string(folder), "freeSpace": .number(4_000_000_000_000),
                                "totalSpace": .number(16_000_000_000_000),
                            ])
                        ]),
                        "tags": .array([]),
                    ]))
            }
        }
    }
}
