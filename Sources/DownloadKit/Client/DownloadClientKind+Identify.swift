import ArrKit
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit

extension DownloadClientKind {
    /// Which kind of download client answers at `connection`, asked without credentials:
    /// SABnzbd's `mode=version` answers JSON, qBittorrent's `/api/v2/app/version` answers a
    /// version or 403 "Forbidden", NZBGet's `/jsonrpc` asks for a password with realm "NZBGet"
    /// or answers JSON-RPC, Transmission's `/transmission/rpc` hands out a session id (or asks for
    /// a password with realm "Transmission"), deluge-web's `/json` answers "Not authenticated". Nil when none of them does; a failure to connect is thrown.
    public static func identify(
        at connection: ServerConnection, transport: any HTTPTransport
    ) async throws(DownloadError) -> DownloadClientKind? {
        let requester = DownloadRequester(service: "The server", connection: connection, transport: transport)
        let sabnzbd = try await requester.send(
            .GET, "/api", query: DownloadRequester.query([("mode", "version"), ("output", "json")]))
        if sabnzbd.status == 200, (try? requester.json(sabnzbd))?["version"] != nil { return .sabnzbd }
        let qbittorrent = try await requester.send(.GET, "/api/v2/app/version")
        let text = String(buffer: qbittorrent.body).trimmingCharacters(in: .whitespacesAndNewlines)
        if (qbittorrent.status == 403 && text == "Forbidden") || (qbittorrent.status == 200 && text.hasPrefix("v")) {
            return .qbittorrent
        }
        let transmission = try await requester.send(.POST, "/transmission/rpc", body: Data("{}".utf8))
        if transmission.headers["x-transmission-session-id"] != nil
            || (transmission.status == 401
                && transmission.headers["www-authenticate"]?.contains("Transmission") == true)
        {
            return .transmission
        }
        let deluge = try await requester.send(
            .POST, "/json", body: Data(#"{"method":"web.connected","params":[],"id":1}"#.utf8))
        if deluge.status == 200, let answer = try? requester.json(deluge), answer["id"] != nil,
            answer["error"]?["code"] != nil || answer["result"]?.flag != nil
        {
            return .deluge
        }
        let nzbget = try await requester.send(.POST, "/jsonrpc", body: Data(#"{"method":"version","params":[]}"#.utf8))
        if nzbget.status == 401 || (nzbget.status == 200 && (try? requester.json(nzbget))?["result"] != nil) {
            return .nzbget
        }
        return nil
    }
}
