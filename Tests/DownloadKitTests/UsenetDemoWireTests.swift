import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import NIOHTTP1
import Testing

/// The usenet demos and Deluge's answer what published clients ask as the real servers answer
/// it (#78): SABnzbd's configuration modes (its `api.py`), NZBGet's XML-RPC, Deluge's reads.
@Suite("The usenet demos and Deluge on the wire, as the real servers answer")
struct UsenetDemoWireTests {
    let key = DemoServerConfiguration.defaultAPIKey

    @Test("SABnzbd's get_config gives a section or one keyword; a category set is listed after")
    func sabnzbdConfig() async throws {
        try await RawDemo.with(.sabnzbd) { demo in
            let misc = try await demo.send(.GET, "/api?mode=get_config&section=misc&apikey=\(key)&output=json").json
            #expect(misc["config"]?["misc"]?["complete_dir"]?.text?.hasPrefix("/") == true)
            let one = try await demo.send(
                .GET, "/api?mode=get_config&section=misc&keyword=pre_check&apikey=\(key)&output=json"
            ).json
            #expect(one == .object(["config": .object(["misc": .object(["pre_check": .bool(false)])])]))
            let set = try await demo.send(
                .GET, "/api?mode=set_config&section=categories&name=Anime+Films&apikey=\(key)&output=json")
            #expect(set.json["config"]?["categories"]?.elements?.first?["name"] == .string("anime films"))
            let cats = try await demo.send(.GET, "/api?mode=get_cats&apikey=\(key)&output=json").json
            #expect(cats["categories"]?.elements?.first == .string("*"))
            #expect(cats["categories"]?.elements?.contains(.string("anime films")) == true)
            let stats = try await demo.send(.GET, "/api?mode=server_stats&apikey=\(key)&output=json").json
            #expect(stats["total"]?.int64 != nil && stats["servers"]?["news.example.com"]?["daily"] != nil)
            let history = try await demo.send(.GET, "/api?mode=history&apikey=\(key)&output=json").json
            // Written as SABnzbd's `to_units` writes a size: "8.1 G", never a bare byte count.
            let total = history["history"]?["total_size"]?.text ?? ""
            #expect(total.wholeMatch(of: /\d+(\.\d)? [KMGTP]/) != nil, "\(total)")
        }
    }

    @Test("SABnzbd answers under /sabnzbd up to 4.3, whose URL base that was, and not from 4.4")
    func sabnzbdBase() async throws {
        try await RawDemo.with(.sabnzbd, version: "4.3.3") { demo in
            let answer = try await demo.send(.GET, "/sabnzbd/api?mode=version&output=json")
            #expect(answer.status == 200)
        }
        try await RawDemo.with(.sabnzbd) { demo in
            let answer = try await demo.send(.GET, "/sabnzbd/api?mode=version&output=json")
            #expect(answer.status == 404)
        }
    }

    @Test("NZBGet answers XML-RPC beside JSON-RPC, and a method it lacks is fault 1")
    func nzbgetXMLRPC() async throws {
        try await RawDemo.with(.nzbget) { demo in
            let auth = RawDemo.basic("nzbget", key)
            let status = try await demo.send(
                .POST, "/xmlrpc", headers: [auth, ("Content-Type", "text/xml")], body: XMLRPC.call("status", []))
            let record = try XMLRPC.parseResponse(status.body)
            #expect(record["DownloadRate"]?.int64 != nil && record["DownloadPaused"] == .bool(false))
            let groups = try await demo.send(
                .POST, "/xmlrpc", headers: [auth], body: XMLRPC.call("listgroups", [.number(0)]))
            #expect(try XMLRPC.parseResponse(groups.body).elements?.isEmpty == false)
            let unknown = try await demo.send(.POST, "/xmlrpc", headers: [auth], body: XMLRPC.call("nosuch", []))
            #expect(throws: XMLRPC.Fault(code: 1, message: "Invalid procedure")) {
                try XMLRPC.parseResponse(unknown.body)
            }
            let refused = try await demo.send(.POST, "/xmlrpc", body: XMLRPC.call("version", []))
            #expect(refused.status == 401)
        }
    }

    /// One call of deluge-web's JSON API with the session `cookie`.
    func deluge(_ demo: RawDemo, _ cookie: String, _ method: String, _ params: String = "[]") async throws -> JSONValue
    {
        try await demo.send(
            .POST, "/json", headers: [("Cookie", cookie), ("Content-Type", "application/json")],
            body: #"{"method": "\#(method)", "params": \#(params), "id": 1}"#
        ).json
    }

    @Test("Deluge: plugins, free space (-1 for a folder it cannot read), filtered statuses, a file tree")
    func delugeReads() async throws {
        try await RawDemo.with(.deluge) { demo in
            let cookie = "_session_id=thriftwood-demo-deluge"
            _ = try await deluge(demo, cookie, "auth.login", #"["\#(key)"]"#)
            let early = try await deluge(demo, cookie, "core.get_free_space")
            #expect(
                early["error"]?["message"] == .string("Unknown method"), "unconnected, the daemon's methods are unknown"
            )
            let plugins = try await deluge(demo, cookie, "web.get_plugins")
            #expect(plugins["result"]?["enabled_plugins"] == .array([.string("Label")]))
            let host = try #require(
                try await deluge(demo, cookie, "web.get_hosts")["result"]?.elements?.first?.elements?.first)
            _ = try await deluge(demo, cookie, "web.connect", #"["\#(host.text ?? "")"]"#)
            #expect(try await deluge(demo, cookie, "core.get_free_space", #"["/nowhere"]"#)["result"] == .number(-1))
            #expect(try await deluge(demo, cookie, "core.get_free_space")["result"]?.int64 ?? 0 > 0)
            let seeding = try await deluge(
                demo, cookie, "core.get_torrents_status", #"[{"state": "Seeding"}, ["state"]]"#)
            guard case .object(let torrents)? = seeding["result"] else { throw Unexpected(seeding) }
            #expect(!torrents.isEmpty && torrents.values.allSatisfy { $0 == .object(["state": .string("Seeding")]) })
            let hash = try #require(torrents.keys.first)
            let tree = try await deluge(demo, cookie, "web.get_torrent_files", #"["\#(hash)"]"#)
            #expect(tree["result"]?["type"] == .string("dir"))
            guard case .object(let top)? = tree["result"]?["contents"], let folder = top.values.first else {
                throw Unexpected(tree)
            }
            #expect(folder["type"] == .string("dir") && folder["contents"] != nil)
        }
    }
}
