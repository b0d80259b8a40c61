"""A server's number never meets a trapping `+`, `-` or `*` (Swift ends the process on overflow).

Numbers are clamped when they are read, and a clamped number still overflows when added:
Int64.max episode files plus one more series crashed the app. Sources/ServerKit/Numbers/
SaturatingArithmetic.swift (linked into every target) offers `adding(saturating:)`,
`subtracting(saturating:)`, `multiplied(saturating:)` and `saturatingSum()`. This lint fails on:

- `reduce(0, +)` or `reduce(0) { $0 + … }` anywhere in Sources/ (write `saturatingSum()`);
- `+`, `-`, `*` (or `+=`, `-=`, `*=`) with an operand that reads an integer property a wire
  model or a core display value declares (`.episodeFileCount`, `.size`, `.bandwidthKbps`…),
  outside the demo servers, whose numbers are their own.

And, by type: a wire model (ArrKit, the *arr APIs, DownloadKit, SeerrKit, TautulliKit,
BazarrKit) may not declare a count, size, speed or time as a plain integer: it is a ServerCount,
whose `+ - *` saturate and which has no other operator, so new code cannot trap on it.

A line may opt out with `// bounded: why` when its operands cannot come from a server (a
collection's count, a cell width). Prints each finding and exits 1 if there are any."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2]
sources = root / "Sources"
# Modules whose public integer properties hold what a server sent (wire models and the core's
# display values built from them).
CARRIERS = ["ServerKit", "ArrKit", "RadarrAPI", "SonarrAPI", "LidarrAPI", "DownloadKit", "SeerrKit",
            "TautulliKit", "ThriftwoodCore"]
# Names too general to mean a server's number (a collection's count, a layout's width).
GENERAL = {"count", "width", "height", "id", "x", "y", "rawValue", "index", "offset", "selected", "position", "line"}
DECLARATION = re.compile(r"\bpublic\s+(?:private\(set\)\s+)?(?:var|let)\s+(\w+)\s*:\s*(?:Int|Int64|Int32|UInt|UInt64)\??"
                         r"\s*(?:[={]|$)")


def is_demo(path: pathlib.Path) -> bool:
    return any(part.endswith("DemoServer") or part == "ArrDemoKit" or part == "thriftwood-bench"
               for part in path.relative_to(sources).parts[:1])


fields = set()
for module in CARRIERS:
    for file in (sources / module).rglob("*.swift"):
        for line in file.read_text().splitlines():
            fields.update(match.group(1) for match in DECLARATION.finditer(line))
fields -= GENERAL
names = "|".join(sorted(fields, key=len, reverse=True))
FIELD = rf"\.(?:{names})\b[?!]?"
# An operator with a field right before it (optionally `?? fallback`) or right after it.
OPERATOR = re.compile(
    rf"{FIELD}(?:\s*\?\?\s*[\w.]+\)?)?\s*[-+*]=?\s*[\w(.$]"
    rf"|[\w)\]]\s*[-+*]=?\s*\(?[\w$?]*{FIELD}"
    rf"|[-+*]=\s*[\w.?$]*{FIELD}")
SUM = re.compile(r"reduce\(\s*(?:Int\d*\()?0\)?\s*(?:,\s*\+|\)\s*\{\s*\$0\s*\+)")

problems = []
for file in sorted(sources.rglob("*.swift")):
    if file.is_symlink():
        continue
    relative = file.relative_to(root)
    for number, line in enumerate(file.read_text().splitlines(), 1):
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
        if "// bounded:" in line:
            continue
        code = code.split("//")[0]
        # A sum hides in a string's interpolation too ("\\(days.reduce(0) { … })"): look at the raw line.
        if not line.lstrip().startswith("//") and SUM.search(line):
            problems.append(f"{relative}:{number}: a sum that traps on overflow; write saturatingSum(): {line.strip()}")
        elif not is_demo(file) and OPERATOR.search(code):
            problems.append(f"{relative}:{number}: arithmetic on a server's number; write adding(saturating:) "
                            f"and friends, or mark the line `// bounded: why`: {line.strip()}")
# By type, for code written later: a wire model's count or size is a ServerCount (saturating
# + - *, no other operator), never a plain integer, so arithmetic on it cannot trap. Ids, years,
# season and episode numbers, page numbers and priorities stay integers (labels, not quantities).
WIRE = ["ArrKit", "RadarrAPI", "SonarrAPI", "LidarrAPI", "ProwlarrAPI", "DownloadKit", "SeerrKit", "TautulliKit",
        "BazarrKit"]
QUANTITY = re.compile(r"(?:[Cc]ount|[Ss]ize|Bytes|^bytes$|^total|Total|[Ss]peed|Seconds|Space|^duration$|^runtime$"
                      r"|^seeders$|^leechers$|^seeds$|^peers$|^age$|^votes$|^grabs$|Kbps|Limit$|^score$|Queries"
                      r"|ResponseTime$)")
for module in WIRE:
    for file in sorted((sources / module).rglob("*.swift")):
        if file.is_symlink():
            continue
        for number, line in enumerate(file.read_text().splitlines(), 1):
            if "// bounded:" in line:
                continue
            for name in DECLARATION.findall(line):
                if QUANTITY.search(name):
                    problems.append(f"{file.relative_to(root)}:{number}: `{name}` is a server's count or size; "
                                    f"declare it ServerCount (its arithmetic cannot trap): {line.strip()}")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
