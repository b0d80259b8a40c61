"""Checks an iCalendar feed from `thriftwood calendar --ics` with a real parser (RFC 5545)."""
import sys

import icalendar

raw = open(sys.argv[1], "rb").read()
lines = raw.split(b"\r\n")
assert raw.endswith(b"\r\n"), "lines must end in CRLF"
assert b"\n" not in raw.replace(b"\r\n", b""), "a bare LF"
assert all(len(line) <= 75 for line in lines), "a content line longer than 75 octets"
calendar = icalendar.Calendar.from_ical(raw)
assert calendar["VERSION"] == "2.0" and calendar["PRODID"], "VERSION and PRODID are required"
events = list(calendar.walk("VEVENT"))
assert events, "no events"
services = set()
for event in events:
    for required in ("UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"):
        assert required in event, f"{required} missing in {event}"
    assert event["DTEND"].dt > event["DTSTART"].dt, "an event must end after it starts"
    services.add(str(event["CATEGORIES"].cats[0]))
uids = [str(event["UID"]) for event in events]
assert len(uids) == len(set(uids)), "UIDs must be unique"
expected = set(sys.argv[2].split(",")) if len(sys.argv) > 2 else set()
assert expected <= services, f"expected events from {expected}, got {services}"
print(f"ics: {len(events)} events from {sorted(services)}")
