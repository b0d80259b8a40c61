"""What both conformance checks share: calling a demo server and validating its answers
against an OpenAPI document's response schemas (OpenAPI 3.0 semantics, `nullable` included)."""
import json
import urllib.error
import urllib.request

from openapi_schema_validator import OAS30Validator


class Conformance:
    """Calls one server with its API key and collects every mismatch in `failures`."""

    def __init__(self, base, key, spec_path):
        self.base, self.key = base, key
        if spec_path.endswith((".yml", ".yaml")):
            import yaml  # Seerr publishes YAML
            self.spec = yaml.safe_load(open(spec_path))
        else:
            self.spec = json.load(open(spec_path))
        self.failures = []

    def call(self, method, path, body=None, headers=None, query_key=False):
        """Sends one request; returns (status, parsed JSON or text or None)."""
        url = self.base + path
        if query_key:
            url += ("&" if "?" in url else "?") + "apikey=" + self.key
        request = urllib.request.Request(url, method=method,
                                         data=json.dumps(body).encode() if body is not None else None)
        if not query_key and headers is None:
            request.add_header("X-Api-Key", self.key)
        for name, value in (headers or {}).items():
            request.add_header(name, value)
        if body is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request) as response:
                raw = response.read()
                return response.status, json.loads(raw) if raw else None
        except urllib.error.HTTPError as error:
            raw = error.read()
            try:
                return error.code, json.loads(raw) if raw else None
            except json.JSONDecodeError:
                return error.code, raw.decode(errors="replace")

    def schema_for(self, template, method="get", status="200"):
        """The response schema the document gives `method template` for `status`, if any."""
        operation = self.spec["paths"][template][method]
        response = operation["responses"].get(status) or operation["responses"].get("200", {})
        content = response.get("content", {})
        schema = (content.get("application/json") or next(iter(content.values()), {})).get("schema")
        return None if schema is None else {**schema, "components": self.spec["components"]}

    def validate(self, template, path, method="get", status="200", body=None, headers=None):
        """Calls `path`, expects `status`, and validates the answer against the template's schema."""
        code, answer = self.call(method.upper(), path, body, headers=headers)
        if code != int(status):
            self.failures.append(f"{method.upper()} {path}: status {code}, expected {status}: {str(answer)[:200]}")
            return answer
        schema = self.schema_for(template, method, status)
        if schema is not None:
            errors = sorted(OAS30Validator(schema).iter_errors(answer), key=lambda e: list(e.absolute_path))
            for error in errors[:3]:
                where = "/".join(str(p) for p in error.absolute_path)
                self.failures.append(f"{method.upper()} {path}: {where}: {error.message[:160]}")
        return answer

    def custom_filters(self, kind):
        """`/api/v3/customfilter` as both services serve it: 201 create, the record against its
        schema, 202 replace, 200 delete, then 404 for the deleted id."""
        call, failures = self.call, self.failures
        self.validate("/api/v3/customfilter", "/api/v3/customfilter")
        code, custom = call("POST", "/api/v3/customfilter", {"type": kind, "label": "conformance",
                            "filters": [{"key": "monitored", "value": [True], "type": "equal"}]})
        if code != 201 or custom.get("label") != "conformance":
            failures.append(f"POST /api/v3/customfilter: expected 201, got {code}")
            return
        path = f"/api/v3/customfilter/{custom['id']}"
        self.validate("/api/v3/customfilter/{id}", path)
        if call("PUT", path, {**custom, "label": "renamed"})[0] != 202:
            failures.append("PUT /api/v3/customfilter/{id}: expected 202")
        if call("DELETE", path)[0] != 200:
            failures.append("DELETE /api/v3/customfilter/{id}: expected 200")
        if call("GET", path)[0] != 404:
            failures.append("GET a deleted custom filter: expected 404")

    def key_rules(self, api):
        """What every *arr's API does with its key: 401 without it, the key from the query too,
        and an anonymous `/ping`."""
        if self.call("GET", f"{api}/system/status", headers={})[0] != 401:
            self.failures.append("no API key: expected 401")
        if self.call("GET", f"{api}/system/status", query_key=True)[0] != 200:
            self.failures.append("API key in the query: expected 200")
        if self.call("GET", "/ping", headers={})[0] != 200:
            self.failures.append("/ping without a key: expected 200")

