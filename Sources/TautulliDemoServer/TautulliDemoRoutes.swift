import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import NIOCore
import PictureKit

/// Tautulli's `/api/v2` over the demo state, answering as Tautulli 2.17 does: every answer
/// `{"response": {"result", "message", "data"}}`, a wrong key HTTP 400 "Invalid apikey", an
/// unknown command HTTP 400 naming the ones it knows.
struct TautulliDemoRoutes: Sendable {
    let state: TautulliDemoState
    let apiKey: String
    let version: String

    static let commands = [
        "docs", "get_activity", "get_history", "get_home_stats", "get_libraries", "get_recently_added",
        "get_server_info", "get_tautulli_info", "get_users", "pms_image_proxy", "server_status", "status",
        "terminate_session",
    ]

    static func answer(_ data: JSONValue, message: String? = nil, error: Bool = false) -> Response {
        DemoAnswers.json(
            .object([
                "response": .object([
                    "result": .string(error ? "error" : "success"), "message": message.map { .string($0) } ?? .null,
                    "data": data,
                ])
            ]), status: error ? .badRequest : .ok)
    }

    func register(on root: RouterGroup<BasicRequestContext>) {
        root.get("api/v2") { request, _ in
            let query = request.uri.queryParameters
            let command = query.get("cmd") ?? ""
            if command == "docs" { return Self.answer(.object([:])) }
            // In the order Tautulli's `_api_validate` checks them.
            guard let key = query.get("apikey") else {
                return Self.answer(.object([:]), message: "Parameter apikey is required", error: true)
            }
            guard key == self.apiKey else {
                return Self.answer(.object([:]), message: "Invalid apikey", error: true)
            }
            guard query.get("cmd") != nil else {
                let known = Self.commands.joined(separator: ", ")
                return Self.answer(
                    .object([:]), message: "Parameter cmd is required. Possible commands are: \(known)", error: true)
            }
            return await self.respond(command, query: { query.get($0) })
        }
    }

    func respond(_ command: String, query: @Sendable (String) -> String?) async -> Response {
        let now = state.clock()
        switch command {
        case "status": return Self.answer(.object([:]), message: "Ok")
        case "pms_image_proxy": return await picture(query)
        case "get_tautulli_info":
            return Self.answer(
                .object([
                    "tautulli_install_type": .string("demo"), "tautulli_version": .string(version),
                    "tautulli_branch": .string("master"), "tautulli_platform": .string("Linux"),
                ]))
        case "server_status": return Self.answer(.object(["connected": .bool(true)]))
        case "get_server_info":
            // The Plex Media Server Tautulli watches, as 2.17 describes it.
            return Self.answer(
                .object([
                    "pms_identifier": .string("thriftwood-demo-plex"), "pms_ip": .string("127.0.0.1"),
                    "pms_is_remote": .number(0), "pms_name": .string("Demo Plex"), "pms_platform": .string("Linux"),
                    "pms_plexpass": .number(1), "pms_port": .number(32400), "pms_ssl": .number(0),
                    "pms_url": .string("http://127.0.0.1:32400"), "pms_url_manual": .number(0),
                    "pms_version": .string("1.41.3.9314-a0bfb8370"),
                ]))
        case "get_activity": return Self.answer(await state.activity())
        case "terminate_session":
            let (id, key) = (query("session_id"), query("session_key"))
            guard id != nil || key != nil else {
                return Self.answer(
                    .object([:]), message: "Missing required parameter: session_id or session_key", error: true)
            }
            guard await state.terminate(sessionId: id, sessionKey: key) else {
                return Self.answer(
                    .object([:]), message: "Failed to terminate session: session not found.", error: true)
            }
            return Self.answer(.object([:]), message: "Session terminated.")
        case "get_history": return Self.answer(history(query, now: now))
        case "get_home_stats":
            return Self.answer(TautulliDemoStats.homeStats(days: Double(query("time_range") ?? "") ?? 30, now: now))
        case "get_recently_added":
            let count = max(0, Int(query("count") ?? "") ?? 25)
            let additions = TautulliDemoCatalogue.plays.prefix(count).enumerated().map {
                index, play in
                JSONValue.object([
                    "title": .string(play.title), "grandparent_title": .string(play.series),
                    "media_type": .string(play.mediaType), "year": .string(String(play.year)),
                    "added_at": .string(String(Int(clamping: now.timeIntervalSince1970 - Double(index + 1) * 43_200))),
                ])
            }
            return Self.answer(.object(["recently_added": .array(Array(additions))]))
        case "get_users":
            return Self.answer(
                .array(
                    TautulliDemoCatalogue.users.map { user in
                        .object([
                            "user_id": .number(Double(user.id)), "username": .string(user.name.lowercased()),
                            "friendly_name": .string(user.name), "email": .string("\(user.name.lowercased())@home.lan"),
                            "is_active": .number(1), "is_admin": .number(user.id == 1001 ? 1 : 0),
                        ])
                    }))
        case "get_libraries":
            return Self.answer(
                .array([
                    .object([
                        "section_id": .string("1"), "section_name": .string("Movies"), "section_type": .string("movie"),
                        "count": .string("96"),
                    ]),
                    .object([
                        "section_id": .string("2"), "section_name": .string("TV Shows"),
                        "section_type": .string("show"),
                        "count": .string("30"),
                    ]),
                ]))
        default:
            return Self.answer(
                .object([:]),
                message: "Unknown command: \(command). Possible commands are: \(Self.commands.joined(separator: ", "))",
                error: true)
        }
    }

    func history(_ query: (String) -> String?, now: Date) -> JSONValue {
        let search = query("search")?.lowercased() ?? ""
        let user = query("user_id").flatMap { Int($0) }
        let type = query("media_type")
        let all = TautulliDemoCatalogue.plays.enumerated().filter { _, play in
            (search.isEmpty || "\(play.series) \(play.title)".lowercased().contains(search))
                && (user == nil || play.user.id == user) && (type == nil || type == play.mediaType)
        }
        let start = max(0, Int(query("start") ?? "") ?? 0)
        let length = max(1, Int(query("length") ?? "") ?? 25)
        let rows = all.dropFirst(start).prefix(length).map { index, play in
            TautulliDemoCatalogue.row(play, id: TautulliDemoCatalogue.plays.count - index, now: now)
        }
        return .object([
            "recordsFiltered": .number(Double(all.count)),
            "recordsTotal": .number(Double(TautulliDemoCatalogue.plays.count)), "data": .array(Array(rows)),
            "draw": .number(1), "filter_duration": .string("0"), "total_duration": .string("0"),
        ])
    }

    /// `pms_image_proxy` as Tautulli 2.17 answers it (webserve's `real_pms_image_proxy`): the
    /// picture with a 30-day Cache-Control; one Plex cannot give, without a fallback asked for,
    /// an empty 200 with caching turned off.
    private func picture(_ query: @Sendable (String) -> String?) async -> Response {
        let width = min(max(Int(query("width") ?? "") ?? 750, 16), 1000)
        guard let path = query("img"), let title = await state.pictureTitle(at: path),
            let bytes = try? JPEGCodec.encode(CoverPainter.paint(title, shape: .poster, width: width))
        else {
            return Response(status: .ok, headers: [.cacheControl: "max-age=0,no-cache,no-store"])
        }
        return Response(
            status: .ok, headers: [.contentType: "image/jpeg", .cacheControl: "max-age=2592000"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
