"""Every Swift target in Sources/ carries the one DoubleConversions.swift and SaturatingArithmetic.swift
(links to ServerKit's).

That file shadows the standard library's trapping `Int(Double)` conversions with deprecated
ones, so a raw conversion of a server's number is a compiler warning (and .ci/run fails on a
warning in Sources/). A target without the link would escape the check: this lint finds it."""
import json
import os
import pathlib
import subprocess
import sys

# The files every target links: the Double-conversion guard and the saturating arithmetic.
LINKED = [pathlib.Path("Sources/ServerKit/Numbers/DoubleConversions.swift").resolve(),
          pathlib.Path("Sources/ServerKit/Numbers/SaturatingArithmetic.swift").resolve()]
package = json.loads(subprocess.run(["swift", "package", "dump-package"], capture_output=True, text=True,
                                    check=True).stdout)
problems = []
for target in package["targets"]:
    if target["type"] in ("test", "system"):
        continue
    folder = pathlib.Path(target.get("path") or pathlib.Path("Sources") / target["name"])
    if not any(folder.rglob("*.swift")):
        continue  # a C target
    if target["name"] == "ServerKit":
        continue
    for canonical in LINKED:
        link = folder / canonical.name
        if not link.is_symlink() or link.resolve() != canonical:
            problems.append(f"{folder}: no {canonical.name} linking to {os.path.relpath(canonical)}; "
                            f"add it with: ln -s ../ServerKit/Numbers/{canonical.name} {link}")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
