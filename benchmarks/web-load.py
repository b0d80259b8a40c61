#!/usr/bin/env python3
"""The browser front end under load (#55's fourth budget), on `thriftwood serve --demo`.

1. First contentful paint in Debian's headless Chromium at phone size (360×740) on loopback:
   Home, the library, a movie and the merged queue, each loaded `--runs` times warm.
2. 50 signed-in sessions browsing at once (each its own cookie, so its own coordinator), each
   having seen the four pages once, then loading them in turn `--rounds` times, all sessions
   together, about `--think` seconds apart (a person reading; 0 is flat out, a throughput
   test): time to the whole page, median and p95;
   the server's resident memory before and after (per session).
3. 200 open pages idle on Home, each with its two streams (live part, toasts) and its own session:
   the server's CPU over `--idle` seconds, against the same time with none open.

Usage: python3 benchmarks/web-load.py [--bin PATH] [--runs N] [--rounds N] [--idle SECONDS]
       [--streams N] [--no-browser]
"""

import argparse
import http.cookiejar
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import random
import threading
import time
import urllib.request

PAGES = ["/", "/radarr/movies", "/radarr/movies/1", "/activity/queue"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def session(base):
    """A new session (its cookie set by the first page) and its cookie jar."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(base + "/").read()
    return opener, jar


def first_paint(base, runs):
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".ci", "checks", "web"))
    import chromium  # noqa: E402

    driver = chromium.browser(360, 740)
    results = {}
    try:
        for page in PAGES:
            driver.get(base + page)  # warm: the session, the page's first load
            times = []
            for _ in range(runs):
                driver.get(base + page)
                paint = driver.execute_script(
                    "const e = performance.getEntriesByName('first-contentful-paint')[0];"
                    "return e ? e.startTime : null;")
                if paint is not None:
                    times.append(paint)
            results[page] = times
    finally:
        driver.quit()
    return results


def browse(base, sessions, rounds, think):
    openers = [session(base)[0] for _ in range(sessions)]
    times = []
    lock = threading.Lock()

    ready = threading.Barrier(len(openers))

    def run(opener):
        # Each session's first visit of each page loads its screen (what a person does once);
        # the timed rounds are the browsing after it, all sessions at once.
        for page in PAGES:
            opener.open(base + page).read()
        ready.wait()
        mine = []
        for _ in range(rounds):
            for page in PAGES:
                started = time.perf_counter()
                opener.open(base + page).read()
                mine.append((time.perf_counter() - started) * 1000)
                if think > 0:  # a person reads the page before tapping the next
                    time.sleep(think * random.uniform(0.5, 1.5))
        with lock:
            times.extend(mine)

    threads = [threading.Thread(target=run, args=(o,)) for o in openers]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return times, time.perf_counter() - started


def idle_streams(base, port, count, seconds, pid):
    sockets = []
    for _ in range(count):
        _, jar = session(base)
        cookie = "; ".join(f"{c.name}={c.value}" for c in jar)
        # Each page opens two streams, as the page's script does: its live part and the toasts.
        for stream in ("/_/live?at=%2F", "/_/toasts"):
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(f"GET {stream} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nCookie: {cookie}\r\n"
                      f"Accept: text/event-stream\r\n\r\n".encode())
            sockets.append(s)
    time.sleep(3)  # every stream has sent its first page
    for s in sockets:
        s.setblocking(False)
    drain = threading.Event()

    def reader():
        while not drain.is_set():
            for s in sockets:
                try:
                    s.recv(65536)
                except BlockingIOError:
                    pass
            time.sleep(0.2)

    thread = threading.Thread(target=reader)
    thread.start()
    before = cpu_seconds(pid)
    time.sleep(seconds)
    used = cpu_seconds(pid) - before
    drain.set()
    thread.join()
    for s in sockets:
        s.close()
    return used / seconds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=".build/release/thriftwood")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--streams", type=int, default=200)
    parser.add_argument("--idle", type=float, default=30)
    parser.add_argument("--think", type=float, default=1.0, help="seconds between a session's pages (0: flat out)")
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()

    data = tempfile.mkdtemp()
    port = free_port()
    server = subprocess.Popen([args.bin, "serve", "--demo", "--data-dir", data, "--listen", f"127.0.0.1:{port}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/").read()
                break
            except OSError:
                time.sleep(0.1)
        warm, _ = session(base)
        for page in PAGES:  # the demos started, their first answers cached
            warm.open(base + page).read()

        if not args.no_browser:
            paints = first_paint(base, args.runs)
            for page, times in paints.items():
                if times:
                    print(f"first contentful paint {page:20} median {statistics.median(times):6.1f} ms"
                          f"  p95 {percentile(times, 95):6.1f} ms  ({len(times)} loads, 360×740)")

        rss_before = rss_mb(server.pid)
        times, wall = browse(base, args.sessions, args.rounds, args.think)
        rss_after = rss_mb(server.pid)
        print(f"{args.sessions} sessions at once, about {args.think:g} s between a session's pages, "
              f"{len(times)} pages in {wall:.1f} s ({len(times) / wall:.0f} a second): "
              f"median {statistics.median(times):.1f} ms, p95 {percentile(times, 95):.1f} ms, "
              f"slowest {max(times):.1f} ms")
        print(f"memory: {rss_before:.0f} MB before, {rss_after:.0f} MB after: "
              f"{(rss_after - rss_before) * 1024 / args.sessions:.0f} KB a session")

        time.sleep(2)
        quiet = cpu_seconds(server.pid)
        time.sleep(args.idle)
        baseline = (cpu_seconds(server.pid) - quiet) / args.idle
        load = idle_streams(base, port, args.streams, args.idle, server.pid)
        print(f"idle: {baseline * 100:.1f} % of a core with no page open; "
              f"{load * 100:.1f} % with {args.streams} pages open on Home (each its live part and its toasts)")
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
