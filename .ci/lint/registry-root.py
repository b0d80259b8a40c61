"""Only the composition roots read this build's kind table (#47 item 1).

`KindRegistry.standard` is declared in the core but read only by the roots — the CLI
(`Sources/thriftwood`, which also starts the terminal app and `serve`) and the benchmarks; every
other module is handed the registry it works with, so a test's registry reaches everything the
real one does. This fails on any other reading of it: `KindRegistry.standard`, or a parameter
defaulting to it (`kinds: KindRegistry = .standard`, `kinds: .standard`).

Prints each finding and exits 1 if there are any."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2]
roots = {"thriftwood", "thriftwood-bench"}
declaration = root / "Sources" / "ThriftwoodCore" / "Kinds" / "KindRegistry.swift"
reading = re.compile(r"KindRegistry\.standard\b|KindRegistry\s*=\s*\.standard\b|\bkinds:\s*\.standard\b")

problems = []
for file in sorted((root / "Sources").rglob("*.swift")):
    if file.relative_to(root / "Sources").parts[0] in roots or file == declaration:
        continue
    for number, line in enumerate(file.read_text().splitlines(), 1):
        if reading.search(line) and not line.lstrip().startswith("///"):
            problems.append(
                f"{file.relative_to(root)}:{number}: reads KindRegistry.standard; take the registry you are given")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
