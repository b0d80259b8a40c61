#!/usr/bin/env python3
"""A news server that has no articles: every BODY/ARTICLE gets `430 No such article`.

Used to run a real NZBGet on loopback: jobs it downloads from here fail their health check
within seconds and land in history as FAILURE/HEALTH. Prints the port it listens on.
Usage: fake_nntp.py [PORT]   (0 or nothing picks a free port)
"""
import socketserver
import sys


class Handler(socketserver.StreamRequestHandler):
    def reply(self, line):
        self.wfile.write((line + "\r\n").encode())

    def handle(self):
        self.reply("200 fake news server ready")
        for raw in self.rfile:
            command = raw.decode(errors="replace").strip().split(" ")[0].upper()
            if command == "QUIT":
                self.reply("205 bye")
                return
            if command in ("AUTHINFO",):
                self.reply("281 ok")
            elif command in ("MODE", "CAPABILITIES"):
                self.reply("200 ok" if command == "MODE" else "101 capabilities\r\nVERSION 2\r\n.")
            elif command == "GROUP":
                self.reply("211 0 0 0 group")
            elif command == "DATE":
                self.reply("111 20260101000000")
            else:
                self.reply("430 No such article")


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    with Server(("127.0.0.1", port), Handler) as server:
        print(server.server_address[1], flush=True)
        server.serve_forever()
