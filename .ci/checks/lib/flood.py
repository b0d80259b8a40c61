"""Floods a running `thriftwood serve` the way a stranger on the network can, and checks that a
page and a right webhook push are answered throughout.

Usage: flood.py PORT SECRET SLUG. Opens 1,100 idle sockets that send nothing, 300 slowloris
connections (a header line every few seconds), and 40 webhook uploads that never finish (half
with the right secret, half with none); meanwhile a page and a push must answer within 10 s each,
five times over 20 s. Then a right push whose body trickles a byte every few seconds (each
keeping the idle timeout at bay) must be cut within 45 s: a body keeps a rate (1 KB in 20 s).
Loopback only; every socket is closed at the end. Exits 1 with the reason.
"""
import base64
import socket
import sys
import time
import urllib.request

port, secret, slug = int(sys.argv[1]), sys.argv[2], sys.argv[3]
held = []


def connect():
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    held.append(s)
    return s


def page_answers():
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/_/signin", timeout=10) as answer:
        return answer.status == 200


def push_answers(n):
    body = ('{"eventType":"Health","level":"warning","message":"flood check %d"}' % n).encode()
    auth = base64.b64encode(f"x:{secret}".encode()).decode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/hooks/{slug}", data=body, method="POST",
        headers={"Authorization": "Basic " + auth, "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.status == 200


def main():
    opened = 0
    for _ in range(1100):
        try:
            connect()
            opened += 1
        except OSError:
            break
    for _ in range(300):
        try:
            s = connect()
            s.sendall(b"GET /_/signin HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        except OSError:
            pass
    for n in range(40):
        try:
            s = connect()
            auth = base64.b64encode(f"x:{secret}".encode()).decode()
            credential = f"Authorization: Basic {auth}\r\n" if n % 2 else ""
            s.sendall((f"POST /hooks/{slug} HTTP/1.1\r\nHost: 127.0.0.1\r\n{credential}"
                       "Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"event").encode())
        except OSError:
            pass
    print(f"flood: {opened} idle sockets, 300 slow heads, 40 unfinished pushes")
    for n in range(5):
        for s in held[1100:1400]:
            try:
                s.sendall(b"X-Slow: 1\r\n")
            except OSError:
                pass
        if not page_answers():
            sys.exit(f"round {n}: the page did not answer")
        if not push_answers(n):
            sys.exit(f"round {n}: the right push was not taken")
        time.sleep(4)
    print("flood: a page and a right push answered throughout")
    for s in held:
        s.close()
    trickle_is_cut()


def closed(s):
    """Whether the server has closed `s` (what it sent before closing is read and dropped)."""
    s.settimeout(0.2)
    try:
        while True:
            if not s.recv(4096):
                return True
    except socket.timeout:
        return False
    except OSError:
        return True


def trickle_is_cut():
    auth = base64.b64encode(f"x:{secret}".encode()).decode()
    s = connect()
    s.sendall((f"POST /hooks/{slug} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Basic {auth}\r\n"
               "Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{").encode())
    started = time.monotonic()
    while time.monotonic() - started < 45:
        time.sleep(3)
        if closed(s):
            print(f"flood: a body trickling a byte every 3 s was cut after {time.monotonic() - started:.0f} s")
            s.close()
            return
        try:
            s.sendall(b" ")
        except OSError:
            pass
    sys.exit("a body trickling a byte every 3 s still held its connection after 45 s")


try:
    main()
except Exception as error:  # a refused or timed-out page or push
    sys.exit(f"flood: {error!r}")
