import ArrKit

/// The indexers and download clients every *arr demo lists: the ones its downloads name
/// (DemoUsenet or DemoNZB, DemoTracker) and the two clients the demo stack runs. Their settings fields are
/// shaped as the real ones, the secret ones masked as the servers mask them.
enum DemoProviders {
    static func indexers(usenet: String, ids: (usenet: Int, torrent: Int)) -> [JSONValue] {
        [
            indexer(id: ids.usenet, name: usenet, implementation: "Newznab", protocol: "usenet", priority: 25),
            indexer(id: ids.torrent, name: "DemoTracker", implementation: "Torznab", protocol: "torrent", priority: 25),
        ].sorted { ($0["id"]?.integer ?? 0) < ($1["id"]?.integer ?? 0) }
    }

    static let downloadClients: [JSONValue] = [
        client(id: 1, name: "SABnzbd", implementation: "Sabnzbd", protocol: "usenet", port: 8080),
        client(id: 2, name: "qBittorrent", implementation: "QBittorrent", protocol: "torrent", port: 8081),
    ]

    private static func indexer(
        id: Int, name: String, implementation: String, protocol wire: String, priority: Int
    ) -> JSONValue {
        .object([
            "id": .number(Double(id)), "name": .string(name), "implementation": .string(implementation),
            "implementationName": .string(implementation), "configContract": .string("\(implementation)Settings"),
            "protocol": .string(wire), "priority": .number(Double(priority)), "enableRss": .bool(true),
            "enableAutomaticSearch": .bool(true), "enableInteractiveSearch": .bool(true), "supportsRss": .bool(true),
            "supportsSearch": .bool(true), "downloadClientId": .number(0), "tags": .array([]),
            "fields": .array([
                field("baseUrl", "https://\(name.lowercased()).example"), field("apiPath", "/api"),
                field("apiKey", "********"),
            ]),
        ])
    }

    private static func client(
        id: Int, name: String, implementation: String, protocol wire: String, port: Int
    ) -> JSONValue {
        .object([
            "id": .number(Double(id)), "name": .string(name), "implementation": .string(implementation),
            "implementationName": .string(name), "configContract": .string("\(implementation)Settings"),
            "protocol": .string(wire), "priority": .number(1), "enable": .bool(true),
            "removeCompletedDownloads": .bool(true), "removeFailedDownloads": .bool(true), "tags": .array([]),
            "fields": .array([
                field("host", "localhost"), .object(["name": .string("port"), "value": .number(Double(port))]),
                field("password", "********"),
            ]),
        ])
    }

    private static func field(_ name: String, _ value: String) -> JSONValue {
        .object(["name": .string(name), "value": .string(value)])
    }
}
