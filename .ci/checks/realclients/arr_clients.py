"""pyarr 5.2.0 (the Python client people script Radarr, Sonarr and Lidarr with) against the demos.

Usage: arr_clients.py RADARR_URL SONARR_URL LIDARR_URL API_KEY
"""
import sys

from harness import Run, finish, guarded, published
from pyarr import LidarrAPI, RadarrAPI, SonarrAPI
from pyarr.exceptions import PyarrResourceNotFound, PyarrUnauthorizedError

# What a real *arr answers and the demos do not imitate (each answers 404, as a real *arr
# answers a path it does not have): configuration pages, schemas, import lists, metadata.
NOT_IMITATED = [
    "get_config_download_client", "get_config_naming", "get_config_ui", "get_download_client_schema",
    "get_import_list", "get_import_list_schema", "get_indexer_schema", "get_language", "get_media_management",
    "get_metadata", "get_quality_definition", "get_quality_profile_schema", "get_remote_path_mapping",
    "get_tag_detail",
]


def listed(result):
    return isinstance(result, list)


def common(run, api, app):
    run.call("get_system_status", api.get_system_status, lambda r: r.get("appName") == app and r.get("version"))
    for name in ["get_health", "get_root_folder", "get_disk_space", "get_calendar", "get_command", "get_tag",
                 "get_quality_profile", "get_indexer", "get_download_client", "get_notification", "get_task"]:
        run.call(name, getattr(api, name), listed)
    run.call("get_history", api.get_history, lambda r: "records" in r and "totalRecords" in r)
    run.call("get_blocklist", api.get_blocklist, lambda r: "records" in r)
    tag = run.call("create_tag", lambda: api.create_tag("real client"), lambda r: r.get("label") == "real client")
    if tag:
        run.call("get_tag(id)", lambda: api.get_tag(tag["id"]), lambda r: r.get("label") == "real client")
    run.refused("wrong key", lambda: type(api)(api.host_url, "wrong-key").get_system_status(), PyarrUnauthorizedError)
    for name in NOT_IMITATED:
        if hasattr(api, name):
            run.refused(f"{name} (not imitated)", getattr(api, name), PyarrResourceNotFound)


def lookup_and_edit(run, kind, item, name_key, lookup, update):
    """What every *arr takes alike: a lookup by a title with a space in it finds the item, and an
    edit with its id in the body only (`[RestPutById]` is `{id:int?}`) flips whether it is monitored."""
    name = item[name_key]
    run.call(f"lookup_{kind} with a space", lambda: lookup(name), lambda r: any(x[name_key] == name for x in r))
    changed = dict(item, monitored=not item["monitored"])
    run.call(f"upd_{kind} (id in the body only)", lambda: update(changed),
             lambda r: r["id"] == item["id"] and r["monitored"] == changed["monitored"])
    return changed


def radarr(url, key):
    run, api = Run(published("pyarr") + " · Radarr"), RadarrAPI(url, key)
    common(run, api, "Radarr")
    movies = run.call("get_movie", api.get_movie, lambda r: listed(r) and len(r) > 0) or []
    spaced = next(m for m in movies if " " in m["title"])
    run.call("get_movie(id)", lambda: api.get_movie(spaced["id"]), lambda r: r["title"] == spaced["title"])
    run.call("get_movie(tmdb)", lambda: api.get_movie(spaced["tmdbId"], tmdb=True),
             lambda r: [m["id"] for m in r] == [spaced["id"]])
    run.call("lookup_movie_by_tmdb_id", lambda: api.lookup_movie_by_tmdb_id(spaced["tmdbId"]),
             lambda r: r and r[0]["tmdbId"] == spaced["tmdbId"] if isinstance(r, list) else r["tmdbId"] == spaced["tmdbId"])
    changed = lookup_and_edit(run, "movie", spaced, "title", api.lookup_movie, api.upd_movie)
    run.call("get_movie(id) after the change", lambda: api.get_movie(spaced["id"]),
             lambda r: r["monitored"] == changed["monitored"])
    run.call("get_queue", api.get_queue, lambda r: "records" in r and "totalRecords" in r)
    queue = run.call("get_queue_details", api.get_queue_details, listed) or []
    if queue:
        movie = queue[0]["movieId"]
        run.call("get_queue_details(movie)", lambda: api.get_queue_details(movie),
                 lambda r: r and all(item["movieId"] == movie for item in r))
    run.call("get_movie_files_by_movie_id", lambda: api.get_movie_files_by_movie_id(spaced["id"]), listed)
    run.call("get_movie_history", lambda: api.get_movie_history(spaced["id"]), listed)
    run.call("get_custom_filter", api.get_custom_filter, listed)
    run.call("post_command RefreshMovie", lambda: api.post_command("RefreshMovie", movieIds=[spaced["id"]]),
             lambda r: r.get("name") == "RefreshMovie" and r.get("id"))
    run.refused("get_movie(unknown id)", lambda: api.get_movie(987654), PyarrResourceNotFound)
    return run


def sonarr(url, key):
    run, api = Run(published("pyarr") + " · Sonarr"), SonarrAPI(url, key)
    common(run, api, "Sonarr")
    shows = run.call("get_series", api.get_series, lambda r: listed(r) and len(r) > 0) or []
    spaced = next(s for s in shows if " " in s["title"])
    run.call("get_series(id)", lambda: api.get_series(spaced["id"]), lambda r: r["title"] == spaced["title"])
    lookup_and_edit(run, "series", spaced, "title", api.lookup_series, api.upd_series)
    run.call("get_episode", lambda: api.get_episode(spaced["id"], series=True), lambda r: listed(r) and len(r) > 0)
    run.call("get_episode_files_by_series_id", lambda: api.get_episode_files_by_series_id(spaced["id"]), listed)
    run.call("get_queue", api.get_queue, lambda r: "records" in r)
    run.call("get_wanted", api.get_wanted, lambda r: "records" in r)
    run.call("post_command RefreshSeries", lambda: api.post_command("RefreshSeries", seriesId=spaced["id"]),
             lambda r: r.get("name") == "RefreshSeries")
    run.refused("get_series(unknown id)", lambda: api.get_series(987654), PyarrResourceNotFound)
    return run


def lidarr(url, key):
    run, api = Run(published("pyarr") + " · Lidarr"), LidarrAPI(url, key)
    common(run, api, "Lidarr")
    artists = run.call("get_artist", api.get_artist, lambda r: listed(r) and len(r) > 0) or []
    spaced = next(a for a in artists if " " in a["artistName"])
    lookup_and_edit(run, "artist", spaced, "artistName", api.lookup_artist, api.upd_artist)
    albums = run.call("get_album(artist)", lambda: api.get_album(artistId=spaced["id"]), listed) or []
    if albums:
        album = dict(albums[0], monitored=not albums[0]["monitored"])
        run.call("upd_album (id in the body only)", lambda: api.upd_album(album),
                 lambda r: r["id"] == album["id"] and r["monitored"] == album["monitored"])
    run.call("get_queue", api.get_queue, lambda r: "records" in r)
    run.call("get_queue_details", api.get_queue_details, listed)
    run.call("get_wanted", api.get_wanted, lambda r: "records" in r)
    run.call("get_metadata_profile", api.get_metadata_profile, listed)
    return run


guarded(lambda: finish([radarr(sys.argv[1], sys.argv[4]), sonarr(sys.argv[2], sys.argv[4]),
                        lidarr(sys.argv[3], sys.argv[4])]))
