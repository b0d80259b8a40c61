import ArrKit
import Foundation
import NIOCore
import NIOFoundationCompat
import ServerKit
import TautulliKit
import Testing

/// Answers a real Tautulli 2.17.2 gave (see Fixtures/README.md), by command.
struct RecordedTautulli: HTTPTransport {
    let files: [String: (status: Int, name: String)]

    func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        let command = request.url.components(separatedBy: "cmd=").last?.components(separatedBy: "&").first ?? ""
        let key = request.url.contains("apikey=wrong") ? "bad_key" : command
        guard let (status, name) = files[key],
            let url = Bundle.module.url(forResource: "Fixtures/tautulli-2.17.2/\(name)", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return TransportAnswer(status: 404, body: ByteBuffer(string: "Not Found")) }
        return TransportAnswer(status: status, body: ByteBuffer(data: data))
    }
}

func recordedClient(key: String = "0123456789abcdef0123456789abcdef") -> TautulliClient {
    let transport = RecordedTautulli(files: [
        "get_tautulli_info": (200, "get_tautulli_info"), "server_status": (200, "server_status"),
        "get_activity": (200, "get_activity"), "get_history": (200, "get_history_rows"),
        "get_home_stats": (200, "get_home_stats_rows"), "get_users": (200, "get_users"),
        "get_libraries": (200, "get_libraries"), "terminate_session": (400, "terminate_session"),
        "bad_key": (400, "bad_key"),
    ])
    return TautulliClient(
        connection: ServerConnection(baseURL: "http://tautulli.lan:8181", apiKey: key), transport: transport)
}

@Suite("Tautulli on answers recorded from a real Tautulli 2.17.2")
struct TautulliRecordedTests {
    @Test("It says its version and that Plex is not reachable")
    func status() async throws {
        let client = recordedClient()
        #expect(try await client.version() == "2.17.2")
        #expect(try await client.plexReachable() == false)
    }

    @Test("Activity without Plex is an empty answer: no streams, and Plex said to be unreachable")
    func emptyActivity() async throws {
        let activity = try await recordedClient().activity()
        #expect(activity.sessions.isEmpty && activity.streamCount == 0)
        #expect(!activity.plexReachable)
    }

    @Test("History rows read with their play time, episode numbers, decision and who watched")
    func history() async throws {
        let page = try await recordedClient().history()
        #expect(page.total == 2 && page.plays.count == 2 && page.unreadable == 0)
        let episode = page.plays[0]
        #expect(episode.user == "Maria" && episode.grandparentTitle == "Severance")
        #expect(episode.season == 1 && episode.episode == 1 && episode.playSeconds == 1680)
        #expect(episode.decision == .directPlay && episode.watched && episode.percentComplete == 98)
        #expect(page.plays[1].decision == .transcode && page.plays[1].grandparentTitle == nil)
    }

    @Test("Statistics, users and libraries read; an empty library list is empty, not an error")
    func lists() async throws {
        let client = recordedClient()
        let stats = try await client.homeStats()
        #expect(stats.first { $0.id == "top_movies" }?.rows.first?.name == "Parasite")
        #expect(try await client.users().map(\.name).contains("Maria"))
        #expect(try await client.libraries().isEmpty)
    }

    @Test("A wrong key is Tautulli's 400 “Invalid apikey”, said as a refused key")
    func wrongKey() async throws {
        await #expect(throws: TautulliError(.refusedKey)) { try await recordedClient(key: "wrong").activity() }
    }

    @Test("Stopping a stream without Plex Pass is refused in Tautulli's words")
    func terminateRefused() async throws {
        let session = try #require(TautulliSession(record: .object(["session_key": .string("12")])))
        let error = await #expect(throws: TautulliError.self) {
            try await recordedClient().terminate(session, message: "bye")
        }
        #expect(error?.description == "Tautulli said: Failed to terminate session: No Plex Pass subscription.")
    }

    @Test("Tautulli's own documented session reads whole: numbers as strings, decisions, the resolution")
    func documentedSession() throws {
        let url = try #require(
            Bundle.module.url(forResource: "Fixtures/tautulli-2.17.2/get_activity_documented", withExtension: "json"))
        let body = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
        let activity = TautulliActivity(data: try #require(body["response"]?["data"]))
        #expect(activity.streamCount == 1 && activity.lanBandwidthKbps == 25_318 && activity.plexReachable)
        let session = try #require(activity.sessions.first)
        #expect(session.user == "Jon Snow" && session.grandparentTitle == "Game of Thrones")
        #expect(session.season == 6 && session.episode == 1 && session.state == .playing)
        #expect(session.decision == .directPlay && session.resolution == "1080p" && session.isLocal)
        #expect(session.bandwidthKbps == 25_318 && session.durationSeconds == 2998.272)
        // An episode's poster is its series' (grandparent_thumb), not the episode's still.
        #expect(session.posterPath == "/library/metadata/1219/thumb/1503306930")
    }

    @Test("Odd values never lose a session: “None”, empty strings, unknown states and decisions")
    func oddSession() throws {
        let record: JSONValue = .object([
            "session_key": .number(7), "user": .string("None"), "state": .string("stopping"),
            "progress_percent": .string("None"), "view_offset": .string("60000"), "duration": .number(120_000),
            "transcode_decision": .string("throttled"), "bandwidth": .string(""), "location": .string("wan"),
        ])
        let session = try #require(TautulliSession(record: record))
        #expect(session.id == "7" && session.user == "someone" && session.state == .other("stopping"))
        #expect(session.progress == 0.5 && session.decision == .other("throttled") && session.bandwidthKbps == nil)
        #expect(!session.isLocal)
    }
}
