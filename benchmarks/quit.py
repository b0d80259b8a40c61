#!/usr/bin/env python3
"""How long the full-screen app takes to end, on the release build with the demos running.

#55's first budget: `q`, SIGTERM and SIGHUP end the process within 200 ms on every screen,
with requests in flight. For each screen family the app is opened at a link in tmux
(`thriftwood open --demo LINK`), left until the screen shows its title (and, with --settle,
a little longer), and then ended; the time is from just before the key or the signal is sent
until the process is gone (polled every millisecond). Prints the median, the 95th percentile
and the slowest per screen family and way of quitting.

Usage: python3 benchmarks/quit.py [--no-build] [--runs N] [--settle SECONDS] [--bin PATH]
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

# (family, link, the header once the screen is drawn)
SCREENS = [
    ("home", "thriftwood://", r"· Home\s*$"),
    ("library", "thriftwood://radarr/movies", r"Radarr › Movies\s*$"),
    ("detail", "thriftwood://radarr/movies/1", r"Movies › \S"),
    ("merged queue", "thriftwood://activity/queue", r"Home › Downloads"),
    ("download client", "thriftwood://qbittorrent/queue", r"› qBittorrent"),
    ("calendar", "thriftwood://activity/calendar", r"Home › Calendar"),
    ("streams", "thriftwood://tautulli", r"Now playing"),
    ("requests", "thriftwood://seerr/requests", r"› Requests"),
]
WAYS = ["q", "TERM", "HUP"]


def build(root):
    subprocess.run(["swift", "build", "-c", "release", "--product", "thriftwood"], cwd=root, check=True,
                   stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "thriftwood")


class Pane:
    """One tmux server on its own socket, running the app in one pane."""

    def __init__(self, socket):
        self.socket = socket

    def tmux(self, *args, check=True):
        return subprocess.run(["tmux", "-L", self.socket, *args], check=check, capture_output=True, text=True)

    def start(self, command):
        for _ in range(20):
            if self.tmux("new-session", "-d", "-s", "app", "-x", "120", "-y", "40", command, check=False).returncode == 0:
                return
            time.sleep(0.3)
        raise RuntimeError("tmux could not start a session")

    def pid(self):
        return int(self.tmux("display", "-p", "-t", "app", "#{pane_pid}").stdout.strip())

    def shows(self, pattern):
        header = self.tmux("capture-pane", "-p", "-t", "app", check=False).stdout.split("\n")[0]
        return re.search(pattern, header) is not None

    def stop(self):
        self.tmux("kill-server", check=False)


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is gone for the person: tmux reaps it.
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[-1][0] != "Z"
    except FileNotFoundError:
        return False


def quit_once(binary, data, link, title, way, settle):
    pane = Pane(f"thriftwood-quit-{os.getpid()}")
    pane.stop()
    command = f"exec env TERM=tmux-256color LANG=C.UTF-8 '{binary}' open --demo --data-dir '{data}' '{link}'"
    pane.start(command)
    try:
        pid = pane.pid()
        deadline = time.monotonic() + 20
        while not pane.shows(title):
            if time.monotonic() > deadline:
                raise RuntimeError(f"{link}: the screen never showed {title!r}")
            time.sleep(0.05)
        time.sleep(settle)
        start = time.perf_counter()
        if way == "q":
            pane.tmux("send-keys", "-t", "app", "q")
        else:
            os.kill(pid, getattr(__import__("signal"), f"SIG{way}"))
        while alive(pid):
            if time.perf_counter() - start > 60:
                os.kill(pid, 9)
                return 60.0
            time.sleep(0.001)
        return time.perf_counter() - start
    finally:
        pane.stop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--settle", type=float, default=0.0,
                        help="seconds to stay on the screen after it is drawn (0: quit as it loads)")
    parser.add_argument("--bin")
    parser.add_argument("--only", help="one screen family")
    options = parser.parse_args()
    if not shutil.which("tmux"):
        sys.exit("tmux is needed")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = options.bin or (None if options.no_build else build(root))
    if binary is None:
        path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                              capture_output=True, text=True).stdout.strip()
        binary = os.path.join(path, "thriftwood")
    data = tempfile.mkdtemp(prefix="thriftwood-quit-")
    try:
        print(f"{'screen':<16} {'way':<5} {'median':>9} {'p95':>9} {'slowest':>9}   ({options.runs} quits each)")
        worst = 0.0
        for family, link, title in SCREENS:
            if options.only and family != options.only:
                continue
            for way in WAYS:
                times = sorted(quit_once(binary, data, link, title, way, options.settle) * 1000
                               for _ in range(options.runs))
                p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
                worst = max(worst, times[-1])
                print(f"{family:<16} {way:<5} {statistics.median(times):7.1f} ms {p95:7.1f} ms {times[-1]:7.1f} ms",
                      flush=True)
        print(f"slowest quit: {worst:.1f} ms (budget 200 ms)")
    finally:
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
