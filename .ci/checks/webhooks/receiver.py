"""An ntfy-shaped receiver for the webhooks check: records each request as a JSON line
(path, Authorization header, body) and answers 200 with a message id, as ntfy does."""
import http.server
import json
import sys


class Receiver(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length).decode("utf-8", "replace")
        with open(sys.argv[2], "a", encoding="utf-8") as log:
            log.write(json.dumps({"path": self.path, "authorization": self.headers.get("Authorization"),
                                  "body": body, "topic": json.loads(body).get("topic") if body.startswith("{") else None})
                      + "\n")
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(b'{"id":"demo","event":"message"}')

    def log_message(self, *args):
        pass


http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Receiver).serve_forever()
