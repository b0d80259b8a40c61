"""qbittorrent-api, transmission-rpc and deluge-web-client against the demo torrent clients.

Usage: torrent_clients.py QBITTORRENT_PORT TRANSMISSION_PORT DELUGE_URL PASSWORD
"""
import sys

import qbittorrentapi
import transmission_rpc
from deluge_web_client import DelugeWebClient, TorrentOptions
from harness import Run, finish, guarded, published

MAGNET_HASH = "0123456789abcdef0123456789abcdef01234567"
MAGNET = f"magnet:?xt=urn:btih:{MAGNET_HASH}&dn=Real+Client+Probe"


def qbittorrent(port, password):
    run = Run(published("qbittorrent-api") + " · qBittorrent")
    client = qbittorrentapi.Client(host="127.0.0.1", port=port, username="admin", password=password)
    run.call("auth_log_in", client.auth_log_in)
    run.call("app_version", client.app_version, lambda r: r.startswith("v"))
    run.call("app_web_api_version", client.app_web_api_version, lambda r: r.count(".") >= 1)
    run.call("app_build_info", client.app_build_info, lambda r: r["libtorrent"] and r["bitness"] == 64)
    run.call("app_preferences", client.app_preferences, lambda r: "save_path" in r and "max_ratio_enabled" in r)
    run.call("app_default_save_path", client.app_default_save_path, lambda r: r.startswith("/"))
    run.call("transfer_info", client.transfer_info, lambda r: "dl_info_speed" in r)
    run.call("transfer_download_limit", client.transfer_download_limit, lambda r: int(r) >= 0)
    run.call("transfer_upload_limit", client.transfer_upload_limit, lambda r: int(r) >= 0)
    run.call("transfer_speed_limits_mode", client.transfer_speed_limits_mode, lambda r: r in ("0", "1", 0, 1))
    run.call("sync_maindata", client.sync_maindata, lambda r: r.get("full_update") is True and r["torrents"])
    run.call("log_main", client.log_main, lambda r: len(r) > 0 and r[0]["message"].startswith("qBittorrent v"))
    torrents = run.call("torrents_info", client.torrents_info, lambda r: len(r) > 0) or []
    run.call("torrents_categories", client.torrents_categories, lambda r: isinstance(r, dict))
    if torrents:
        first = torrents[0].hash
        run.call("torrents_info(hashes)", lambda: client.torrents_info(torrent_hashes=first),
                 lambda r: [t.hash for t in r] == [first])
        run.call("torrents_properties", lambda: client.torrents_properties(first), lambda r: "save_path" in r)
        run.call("torrents_files", lambda: client.torrents_files(first), lambda r: len(r) > 0)
        run.call("torrents_trackers", lambda: client.torrents_trackers(first), lambda r: len(r) > 0)
        run.call("torrents_webseeds", lambda: client.torrents_webseeds(first), lambda r: len(r) == 0)
        run.call("torrents_piece_states", lambda: client.torrents_piece_states(first), lambda r: len(r) > 0)
        run.call("torrents_pause", lambda: client.torrents_pause(first))
        run.call("torrents_resume", lambda: client.torrents_resume(first))
        run.call("torrents_create_category", lambda: client.torrents_create_category("real client"))
        run.call("torrents_set_category", lambda: client.torrents_set_category("real client", first))
        run.call("torrents_info(category)", lambda: client.torrents_info(torrent_hashes=first),
                 lambda r: r[0].category == "real client")
        run.call("torrents_add_tags", lambda: client.torrents_add_tags("two words", first))
        run.call("torrents_tags", client.torrents_tags, lambda r: "two words" in r)
        run.call("torrents_info(tags)", lambda: client.torrents_info(torrent_hashes=first),
                 lambda r: "two words" in r[0].tags)
        run.call("torrents_remove_tags", lambda: client.torrents_remove_tags("two words", first))
    run.call("torrents_add (magnet)", lambda: client.torrents_add(urls=MAGNET), lambda r: r in ("Ok.", ""))
    run.call("torrents_info after the add", client.torrents_info,
             lambda r: any(t.name == "Real Client Probe" for t in r))
    wrong = qbittorrentapi.Client(host="127.0.0.1", port=port, username="admin", password="wrong")
    run.refused("wrong password", wrong.auth_log_in, qbittorrentapi.LoginFailed)
    return run


def transmission(port, password):
    run = Run(published("transmission-rpc") + " · Transmission")
    client = transmission_rpc.Client(host="127.0.0.1", port=port, username="transmission", password=password)
    torrents = run.call("get_torrents", client.get_torrents, lambda r: len(r) > 0) or []
    run.call("get_session", client.get_session, lambda r: r.version)
    run.call("session_stats", client.session_stats, lambda r: r.torrent_count >= 0)
    run.call("free_space", lambda: client.free_space("/downloads"), lambda r: r > 0)
    run.call("port_test", client.port_test, lambda r: r in (True, False))
    run.call("blocklist_update", client.blocklist_update, lambda r: r >= 0)
    if torrents:
        first = torrents[0]
        run.call("get_torrent(id)", lambda: client.get_torrent(first.id), lambda r: r.hash_string == first.hash_string)
        run.call("get_torrent(hash)", lambda: client.get_torrent(first.hash_string), lambda r: r.id == first.id)
        run.call("get_torrents(ids, mixed)", lambda: client.get_torrents([first.id, torrents[-1].hash_string]),
                 lambda r: {t.id for t in r} == {first.id, torrents[-1].id})
        run.call("stop_torrent(id)", lambda: client.stop_torrent(first.id))
        run.call("stopped", lambda: client.get_torrent(first.id), lambda r: r.status == "stopped")
        run.call("start_torrent(id)", lambda: client.start_torrent(first.id))
        run.call("change_torrent(labels)", lambda: client.change_torrent(first.id, labels=["two words"]))
        run.call("labelled", lambda: client.get_torrent(first.id), lambda r: r.labels == ["two words"])
        run.call("verify_torrent", lambda: client.verify_torrent(first.id))
        run.call("queue_top", lambda: client.queue_top(first.id))
        run.call("get_recently_active_torrents", client.get_recently_active_torrents,
                 lambda r: len(r[0]) > 0 and r[1] == [])
    added = run.call("add_torrent (magnet)", lambda: client.add_torrent(MAGNET), lambda r: r.id and r.hash_string)
    if added:
        # Transmission keeps a magnet's `+` (curl_easy_unescape); libtorrent reads it as a space.
        run.call("get_torrent(new id)", lambda: client.get_torrent(added.id), lambda r: r.name == "Real+Client+Probe")
    run.call("set_session", lambda: client.set_session(speed_limit_down=100, speed_limit_down_enabled=True))
    run.call("speed limit kept", client.get_session, lambda r: r.speed_limit_down == 100)
    run.refused("wrong password", lambda: transmission_rpc.Client(
        host="127.0.0.1", port=port, username="transmission", password="wrong"), transmission_rpc.TransmissionError)
    return run


def deluge(url, password):
    run = Run(published("deluge-web-client") + " · Deluge")
    client = DelugeWebClient(url, password)
    run.call("login (and connect)", client.login, lambda r: r.result is True)
    run.call("check_connected", client.check_connected, lambda r: r.result is True)
    run.call("get_plugins", client.get_plugins, lambda r: "Label" in r.result["available_plugins"])
    run.call("get_libtorrent_version", client.get_libtorrent_version, lambda r: r.result.count(".") >= 2)
    run.call("get_listen_port", client.get_listen_port, lambda r: r.result > 0)
    run.call("get_free_space", lambda: client.get_free_space("/downloads"), lambda r: r.result > 0)
    run.call("get_free_space (no such folder)", lambda: client.get_free_space("/nowhere"), lambda r: r.result == -1)
    listed = run.call("get_torrents_status", lambda: client.get_torrents_status(keys=["name", "state"]),
                      lambda r: len(r.result) > 0 and all(set(t) == {"name", "state"} for t in r.result.values()))
    if listed:
        first = next(iter(listed.result))
        run.call("get_torrents_status (by id)", lambda: client.get_torrents_status({"id": [first]}, ["name"]),
                 lambda r: list(r.result) == [first])
        run.call("get_torrents_status (by state)", lambda: client.get_torrents_status({"state": "Seeding"}, ["state"]),
                 lambda r: all(t["state"] == "Seeding" for t in r.result.values()))
        run.call("get_torrent_status", lambda: client.get_torrent_status(first, ["name", "progress"]),
                 lambda r: set(r.result) == {"name", "progress"})
        run.call("get_torrent_files", lambda: client.get_torrent_files(first),
                 lambda r: r.result["type"] == "dir" and r.result["contents"])
        run.call("pause_torrent", lambda: client.pause_torrent(first))
        run.call("resume_torrent", lambda: client.resume_torrent(first))
        run.call("add_label", lambda: client.add_label("real-client"))
        run.call("set_label", lambda: client.set_label(first, "real-client"))
        run.call("get_labels", client.get_labels, lambda r: "real-client" in r.result)
    run.call("update_ui", lambda: client.update_ui(["name"]), lambda r: r.result["connected"] is True)
    run.call("add_torrent_magnet", lambda: client.add_torrent_magnet(MAGNET, TorrentOptions()), lambda r: len(r.result) == 40)
    run.call("the magnet's name", lambda: client.get_torrents_status({"id": [MAGNET_HASH]}, ["name"]),
             lambda r: r.result[MAGNET_HASH]["name"] == "Real Client Probe")
    return run


guarded(lambda: finish([qbittorrent(int(sys.argv[1]), sys.argv[4]), transmission(int(sys.argv[2]), sys.argv[4]),
                        deluge(sys.argv[3], sys.argv[4])]))
