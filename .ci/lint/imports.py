"""Every module a target imports must be one it declares (or the platform's own).

Reads the package graph from `swift package dump-package` and each target's Swift files;
prints the undeclared imports and exits 1 if there are any."""
import json
import pathlib
import re
import subprocess
import sys

PLATFORM = {"Foundation", "FoundationEssentials", "Observation", "Synchronization", "Testing", "Dispatch",
            "Glibc", "Musl", "Darwin", "XCTest", "os", "_Concurrency"}
package = json.loads(subprocess.run(["swift", "package", "dump-package"], capture_output=True, text=True,
                                    check=True).stdout)
problems = []
for target in package["targets"]:
    if target["type"] == "system":
        continue
    declared = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                declared.add(dependency[kind][0])
    folder = pathlib.Path(target.get("path") or
                          ("Tests" if target["type"] == "test" else "Sources")) / (
        "" if target.get("path") else target["name"])
    for file in sorted(folder.rglob("*.swift")):
        for number, line in enumerate(file.read_text().splitlines(), 1):
            match = re.match(r"^\s*(?:@testable\s+)?(?:@preconcurrency\s+)?import\s+(\w+)", line)
            if match and match.group(1) not in PLATFORM | declared | {target["name"]}:
                problems.append(f"{file}:{number}: {target['name']} imports {match.group(1)} without declaring it")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
