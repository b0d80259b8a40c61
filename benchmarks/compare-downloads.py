#!/usr/bin/env python3
"""Thriftwood's download-client lists beside the Python clients people script with (#55's third budget).

The same demo server for both (release build, `thriftwood demo-server --items N`), each side a
fresh process asking for the whole list, interleaved, median of 7 after one warm-up; wall time
and CPU time (user + system, of the process and its children). qBittorrent against
qbittorrent-api (`torrents_info()`), Transmission against transmission-rpc (`get_torrents()`),
both installed from PyPI when missing. Budget: Thriftwood at most 0.5x each, wall and CPU.

Usage: python3 benchmarks/compare-downloads.py [--no-build] [--items 5000]
"""

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

QBITTORRENT = """
import sys, qbittorrentapi
url, user, password = sys.argv[1:4]
client = qbittorrentapi.Client(host=url, username=user, password=password)
print(len(client.torrents_info()))
"""

TRANSMISSION = """
import sys, urllib.parse, transmission_rpc
url, user, password = sys.argv[1:4]
address = urllib.parse.urlparse(url)
client = transmission_rpc.Client(host=address.hostname, port=address.port, username=user, password=password)
print(len(client.get_torrents()))
"""


def ensure(module, package):
    try:
        __import__(module)
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", package], check=True)


def start_demo(binary, service, items):
    process = subprocess.Popen(
        [binary, "demo-server", "--service", service, "--port", "0", "--items", str(items)],
        stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"(http://\S+)\s+API key: (\S+)", line)
    if not match:
        process.kill()
        sys.exit(f"the {service} demo did not start: {line!r}")
    return process, match.group(1), match.group(2)


def run(command):
    """Wall seconds and CPU seconds (the process and what it started) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def compare(name, commands):
    for command in commands.values():
        run(command)  # warm-up
    results = {label: [] for label in commands}
    for _ in range(7):
        for label, command in commands.items():
            results[label].append(run(command))
    medians = {label: (statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs))
               for label, runs in results.items()}
    print(name)
    for label, (wall, cpu) in medians.items():
        print(f"  {label:<44} wall {wall * 1000:7.0f} ms   CPU {cpu * 1000:7.0f} ms")
    (ours_wall, ours_cpu), (theirs_wall, theirs_cpu) = list(medians.values())
    print(f"  ratio: wall {ours_wall / theirs_wall:.2f}x, CPU {ours_cpu / theirs_cpu:.2f}x (budget <= 0.5x)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--items", type=int, default=5000)
    options = parser.parse_args()
    if not options.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "thriftwood"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_path, "thriftwood")
    ensure("qbittorrentapi", "qbittorrent-api")
    ensure("transmission_rpc", "transmission-rpc")
    for service, label, script in [
        ("qbittorrent", "qbittorrent-api torrents_info()", QBITTORRENT),
        ("transmission", "transmission-rpc get_torrents()", TRANSMISSION),
    ]:
        demo, url, key = start_demo(binary, service, options.items)
        try:
            user, _, password = key.partition(":")
            compare(f"{service}: {options.items:,} items, a fresh process each", {
                "thriftwood downloads list --json": [binary, "downloads", "list", "--json", "--url", url,
                                                     "--api-key", key],
                label: [sys.executable, "-c", script, url, user, password],
            })
        finally:
            demo.kill()
            demo.wait()


if __name__ == "__main__":
    main()
