"""pytautulli and python-overseerr (the clients Home Assistant uses) against the Tautulli and Seerr demos.

Usage: media_clients.py TAUTULLI_PORT SEERR_PORT API_KEY
"""
import asyncio
import sys

from harness import Run, finish, guarded, published
from pytautulli import PyTautulli
from pytautulli.exceptions import PyTautulliConnectionException
from python_overseerr import OverseerrClient


def awaited(coroutine_function, *args, **kwargs):
    """A synchronous call of an async client method (each in its own loop, as a script would)."""
    return lambda: asyncio.run(coroutine_function(*args, **kwargs))


async def tautulli_call(port, key, method, *args):
    # pytautulli 23.1.1 builds its URL with the port as text when given an address, which
    # current yarl refuses (a fault of the client); given the whole URL it builds none.
    async with PyTautulli(url=f"http://127.0.0.1:{port}", api_token=key) as client:
        return await getattr(client, method)(*args)


def tautulli(port, key):
    run = Run(published("pytautulli") + " · Tautulli")
    call = lambda method, *args: awaited(tautulli_call, port, key, method, *args)
    run.call("async_get_activity", call("async_get_activity"), lambda r: r.stream_count is not None)
    run.call("async_get_home_stats", call("async_get_home_stats"), lambda r: len(r) > 0)
    run.call("async_get_users", call("async_get_users"), lambda r: len(r) > 0 and r[0].username)
    run.call("async_get_server_info", call("async_get_server_info"), lambda r: r.pms_name and r.pms_version)
    run.call("async_command get_libraries", call("async_command", "get_libraries"), lambda r: len(r) > 0)
    run.call("async_command get_history", call("async_command", "get_history"),
             lambda r: r["response"]["data"]["recordsTotal"] > 0)
    # Tautulli refuses a wrong key with HTTP 400, not 401 (api2.py sets 401, then `_api_run` turns
    # every error but a 500 into 400), so pytautulli reports it as a connection failure.
    run.refused("wrong key", awaited(tautulli_call, port, "wrong", "async_get_activity"),
                PyTautulliConnectionException, "status code '400'")
    return run


async def seerr_call(port, key, method, *args, **kwargs):
    async with OverseerrClient("127.0.0.1", port, key, ssl=False) as client:
        return await getattr(client, method)(*args, **kwargs)


def seerr(port, key):
    run = Run(published("python-overseerr") + " · Seerr")
    call = lambda method, *args, **kwargs: awaited(seerr_call, port, key, method, *args, **kwargs)
    run.call("get_status", call("get_status"), lambda r: r.version)
    run.call("get_request_count", call("get_request_count"), lambda r: r.total >= 0)
    run.call("get_issue_count", call("get_issue_count"), lambda r: r.total >= 0)
    requests = run.call("get_requests", call("get_requests"), lambda r: len(r) > 0) or []
    results = run.call("search with a space", call("search", "poor things"), lambda r: len(r) > 0) or []
    movie = next((r for r in results if getattr(r, "media_type", None) and r.media_type.value == "movie"), None)
    if movie:
        run.call("get_movie_details", call("get_movie_details", movie.id), lambda r: r.title)
    show = next((r for r in requests if r.media.media_type.value == "tv"), None)
    if show:
        run.call("get_tv_details", call("get_tv_details", show.media.tmdb_id), lambda r: r.name)
    issues = run.call("get_issues", call("get_issues"), lambda r: isinstance(r, list)) or []
    if issues:
        run.call("get_issue", call("get_issue", issues[0].id), lambda r: r.id == issues[0].id)
    run.call("get_watchlist", call("get_watchlist"), lambda r: isinstance(r, list))
    run.call("get_webhook_notification_config", call("get_webhook_notification_config"), lambda r: r is not None)
    return run


guarded(lambda: finish([tautulli(int(sys.argv[1]), sys.argv[3]), seerr(int(sys.argv[2]), sys.argv[3])]))
