"""Imports point one way, layer by layer (docs/ARCHITECTURE's map, enforced per file):

- ThriftwoodNavigation imports none of our modules;
- the wire modules (ServerKit, ArrKit and each service's client) import only lower wire modules;
- demo servers import wire modules and ArrDemoKit, never the app;
- ThriftwoodCore imports navigation and the wire modules, never the terminal or a demo server;
- ThriftwoodTerminal imports the core and navigation; it reads the core's display values, not
  wire models. The screens that still read a wire model are listed in
  `.ci/lint/terminal-wire-imports.txt` (file, module); the list only shrinks: a file not on it
  that imports a wire module fails, and so does a listed import that is gone (take it off).

Prints each violation and exits 1 if there are any. Tests are not layered."""
import pathlib
import re
import sys

WIRE = ["ServerKit", "ArrKit", "RadarrAPI", "SonarrAPI", "LidarrAPI", "DownloadKit", "SeerrKit", "TautulliKit"]
DEMOS = ["ArrDemoKit", "RadarrDemoServer", "SonarrDemoServer", "LidarrDemoServer", "DownloadDemoServer",
         "SeerrDemoServer", "TautulliDemoServer"]
APP = ["ThriftwoodNavigation", "ThriftwoodCore", "ThriftwoodTerminal", "CNcursesw", "CTerminalSignals"]
OURS = set(WIRE + DEMOS + APP)

# For each target, the modules of ours it may import.
ALLOWED = {"ThriftwoodNavigation": set(), "ThriftwoodCore": {"ThriftwoodNavigation", *WIRE},
           "ThriftwoodTerminal": {"ThriftwoodCore", "ThriftwoodNavigation", "CNcursesw", "CTerminalSignals"}}
for position, module in enumerate(WIRE):
    # ServerKit first; ArrKit over it; each service's client over both.
    ALLOWED[module] = set(WIRE[:min(position, 2)])
for demo in DEMOS:
    ALLOWED[demo] = set(WIRE) | {"ArrDemoKit"}

root = pathlib.Path(__file__).resolve().parents[2]
listed = set()
for line in (root / ".ci/lint/terminal-wire-imports.txt").read_text().splitlines():
    if line.strip() and not line.startswith("#"):
        path, module = line.split()
        listed.add((path, module))

problems = []
seen = set()
for target, allowed in sorted(ALLOWED.items()):
    for file in sorted((root / "Sources" / target).rglob("*.swift")):
        relative = str(file.relative_to(root))
        for number, line in enumerate(file.read_text().splitlines(), 1):
            match = re.match(r"^\s*(?:@testable\s+)?(?:@preconcurrency\s+)?import\s+(\w+)", line)
            if not match or match.group(1) not in OURS - {target}:
                continue
            module = match.group(1)
            if module in allowed:
                continue
            if target == "ThriftwoodTerminal" and module in WIRE and (relative, module) in listed:
                seen.add((relative, module))
                continue
            problems.append(f"{relative}:{number}: {target} may not import {module}")
for path, module in sorted(listed - seen):
    problems.append(f"{path}: no longer imports {module}; take it off .ci/lint/terminal-wire-imports.txt")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
