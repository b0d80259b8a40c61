"""pysabnzbd and pynzbgetapi (the clients Home Assistant uses) against the SABnzbd and NZBGet demos.

Usage: usenet_clients.py SABNZBD_PORT NZBGET_PORT API_KEY
"""
import asyncio
import sys

from harness import Run, finish, guarded, published
from pynzbgetapi import NZBGetAPI, NZBGetAPIException
from pysabnzbd import SabnzbdApi, SabnzbdApiException


async def sabnzbd_call(port, key, method, *args):
    api = SabnzbdApi(f"http://127.0.0.1:{port}", key)
    try:
        return await getattr(api, method)(*args)
    finally:
        await api._session.close()
        api._cleanup_session = False


def sabnzbd(port, key):
    run = Run(published("pysabnzbd") + " · SABnzbd")
    call = lambda method, *args: (lambda: asyncio.run(sabnzbd_call(port, key, method, *args)))
    run.call("get_queue", call("get_queue"), lambda r: "slots" in r and r["status"])
    run.call("get_history", call("get_history"), lambda r: "slots" in r and "total_size" in r)
    run.call("check_available", call("check_available"), lambda r: r is True)
    run.call("pause_queue", call("pause_queue"))
    run.call("paused", call("get_queue"), lambda r: r["paused"] is True)
    run.call("resume_queue", call("resume_queue"))
    run.call("set_speed_limit", call("set_speed_limit", 50))
    run.call("refresh_data", call("refresh_data"))
    run.refused("wrong key", lambda: asyncio.run(sabnzbd_call(port, "wrong", "get_queue")), SabnzbdApiException)
    return run


def nzbget(port, password):
    run = Run(published("pynzbgetapi") + " · NZBGet")
    api = NZBGetAPI("127.0.0.1", username="nzbget", password=password, port=port)
    run.call("version", api.version, lambda r: r.count(".") >= 1)
    run.call("status", api.status, lambda r: "DownloadRate" in r and "RemainingSizeMB" in r)
    groups = run.call("listgroups", lambda: api.listgroups(0), lambda r: len(r) > 0 and r[0]["NZBName"]) or []
    run.call("history", api.history, lambda r: isinstance(r, list))
    run.call("pausedownload", api.pausedownload, lambda r: r is True)
    run.call("paused", api.status, lambda r: r["DownloadPaused"] is True)
    run.call("resumedownload", api.resumedownload, lambda r: r is True)
    run.call("rate", lambda: api.rate(500), lambda r: r is True)
    run.call("rate kept", api.status, lambda r: r["DownloadLimit"] == 500 * 1024)
    if groups:
        run.call("listfiles", lambda: api.listfiles(groups[0]["NZBID"]), lambda r: len(r) > 0)
        run.call("editqueue GroupPause", lambda: api.editqueue("GroupPause", "", [groups[0]["NZBID"]]),
                 lambda r: r is True)
    run.refused("wrong password", NZBGetAPI("127.0.0.1", username="nzbget", password="wrong", port=port).version,
                NZBGetAPIException)
    return run


guarded(lambda: finish([sabnzbd(int(sys.argv[1]), sys.argv[3]), nzbget(int(sys.argv[2]), sys.argv[3])]))
