import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import NIOHTTP1
import Testing

/// The torrent demos answer what published clients ask as the real daemons answer it (#78),
/// checked on the wire, beside the real-client check in CI.
@Suite("The torrent demos on the wire, as the real daemons answer")
struct TorrentDemoWireTests {
    let password = DemoServerConfiguration.defaultAPIKey

    /// One Transmission RPC call, the session-id handshake done first.
    func rpc(_ demo: RawDemo, _ method: String, _ arguments: String = "{}") async throws -> JSONValue {
        let auth = RawDemo.basic("transmission", password)
        let first = try await demo.send(.POST, "/transmission/rpc", headers: [auth], body: "{}")
        let session = first.headers.first { $0.0.lowercased() == "x-transmission-session-id" }?.1 ?? ""
        let body = #"{"method": "\#(method)", "arguments": \#(arguments)}"#
        return try await demo.send(
            .POST, "/transmission/rpc", headers: [auth, ("X-Transmission-Session-Id", session)], body: body
        ).json
    }

    @Test("Transmission takes id numbers, hashes and a mix of them, and names the id of what it added")
    func transmissionIds() async throws {
        try await RawDemo.with(.transmission) { demo in
            let all = try await rpc(demo, "torrent-get", #"{"fields": ["id", "hashString"]}"#)
            let torrents = try #require(all["arguments"]?["torrents"]?.elements)
            let (first, last) = (try #require(torrents.first), try #require(torrents.last))
            let id = try #require(first["id"]?.int64)
            let byNumber = try await rpc(demo, "torrent-get", #"{"ids": \#(id), "fields": ["hashString"]}"#)
            #expect(byNumber["arguments"]?["torrents"]?.elements?.first?["hashString"] == first["hashString"])
            let mixed = try await rpc(
                demo, "torrent-get", #"{"ids": [\#(id), "\#(last["hashString"]?.text ?? "")"], "fields": ["id"]}"#)
            #expect(mixed["arguments"]?["torrents"]?.elements?.count == 2)
            _ = try await rpc(demo, "torrent-stop", #"{"ids": [\#(id)]}"#)
            let stopped = try await rpc(demo, "torrent-get", #"{"ids": [\#(id)], "fields": ["status"]}"#)
            #expect(stopped["arguments"]?["torrents"]?.elements?.first?["status"] == .number(0))
            let magnet = "magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567&dn=Two+Words"
            let added = try await rpc(demo, "torrent-add", #"{"filename": "\#(magnet)"}"#)
            let new = try #require(added["arguments"]?["torrent-added"])
            #expect(new["id"]?.int64 != nil)
            #expect(new["name"] == .string("Two+Words"), "Transmission keeps a magnet's + (curl_easy_unescape)")
        }
    }

    @Test("Transmission answers free-space, recently-active and a method it lacks in its own words")
    func transmissionReads() async throws {
        try await RawDemo.with(.transmission) { demo in
            let space = try await rpc(demo, "free-space", #"{"path": "/downloads"}"#)
            #expect(space["arguments"]?["size-bytes"]?.int64 ?? 0 > 0)
            let recent = try await rpc(demo, "torrent-get", #"{"ids": "recently-active", "fields": ["id"]}"#)
            #expect(recent["arguments"]?["removed"] == .array([]))
            #expect(recent["arguments"]?["torrents"]?.elements?.isEmpty == false)
            let unknown = try await rpc(demo, "session-close")
            #expect(unknown["result"] == .string("method name not recognized"))
        }
    }

    /// A signed-in qBittorrent session's cookie.
    func signIn(_ demo: RawDemo) async throws -> (String, String) {
        let login = try await demo.send(
            .POST, "/api/v2/auth/login", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: "username=admin&password=\(password)")
        let cookie = login.headers.first { $0.0.lowercased() == "set-cookie" }?.1.split(separator: ";").first
        return ("Cookie", cookie.map(String.init) ?? "")
    }

    @Test("qBittorrent's build info and preferences have the recorded 4.5.2's fields and kinds of value")
    func qbittorrentApp() async throws {
        let recorded = try JSONValue.parse(fixture("qbittorrent-4.5.2/preferences.json"))
        let build = try JSONValue.parse(fixture("qbittorrent-4.5.2/build-info.json"))
        try await RawDemo.with(.qbittorrent) { demo in
            let cookie = try await signIn(demo)
            let preferences = try await demo.send(.GET, "/api/v2/app/preferences", headers: [cookie]).json
            guard case .object(let fields) = preferences else { throw Unexpected(preferences) }
            #expect(fields.count > 20)
            for (name, value) in fields {
                #expect(sameKind(value, recorded[name]), "\(name): \(value) is not the kind 4.5.2 sends")
            }
            let info = try await demo.send(.GET, "/api/v2/app/buildInfo", headers: [cookie]).json
            guard case .object(let members) = build else { throw Unexpected(build) }
            #expect(Set(members.keys).allSatisfy { info[$0] != nil })
            let path = try await demo.send(.GET, "/api/v2/app/defaultSavePath", headers: [cookie])
            #expect(path.status == 200 && path.body.hasPrefix("/"))
        }
    }

    @Test("qBittorrent's tags are made, listed, put on a torrent and taken off; a magnet's + is a space")
    func qbittorrentTags() async throws {
        try await RawDemo.with(.qbittorrent) { demo in
            let cookie = try await signIn(demo)
            let form = ("Content-Type", "application/x-www-form-urlencoded")
            let listed = try await demo.send(.GET, "/api/v2/torrents/info", headers: [cookie]).json
            let hash = try #require(listed.elements?.first?["hash"]?.text)
            let add = try await demo.send(
                .POST, "/api/v2/torrents/addTags", headers: [cookie, form], body: "hashes=\(hash)&tags=two+words")
            #expect(add.status == 200)
            let tags = try await demo.send(.GET, "/api/v2/torrents/tags", headers: [cookie]).json
            #expect(tags.elements?.contains(.string("two words")) == true)
            let one = try await demo.send(.GET, "/api/v2/torrents/info?hashes=\(hash)", headers: [cookie]).json
            #expect(one.elements?.first?["tags"]?.text?.contains("two words") == true)
            let magnet = "magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567&dn=Two+Words"
            let encoded = magnet.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            _ = try await demo.send(.POST, "/api/v2/torrents/add", headers: [cookie, form], body: "urls=" + encoded)
            let all = try await demo.send(.GET, "/api/v2/torrents/info", headers: [cookie]).json
            #expect(
                all.elements?.contains { $0["name"] == .string("Two Words") } == true, "libtorrent reads + as a space")
        }
    }

    /// Whether `value` is the same kind of JSON as `recorded` (numbers as numbers, and so on).
    func sameKind(_ value: JSONValue, _ recorded: JSONValue?) -> Bool {
        switch (value, recorded) {
        case (.number, .number?), (.string, .string?), (.bool, .bool?), (.array, .array?), (.object, .object?): true
        default: false
        }
    }
}

/// An answer that was not the shape a test needs.
struct Unexpected: Error {
    let value: JSONValue
    init(_ value: JSONValue) { self.value = value }
}
