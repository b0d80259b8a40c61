"""Imports point one way, layer by layer (docs/ARCHITECTURE's map, enforced per file):

- ThriftwoodNavigation imports none of our modules;
- the wire modules (ServerKit, ArrKit and each service's client) import only lower wire modules;
- demo servers import wire modules and ArrDemoKit, never the app;
- the picture modules (PictureKit: pixels, JPEG, the demos' drawn covers; TerminalPictures: libchafa)
  import only C shims and, for TerminalPictures, PictureKit; demo servers and the core may use
  PictureKit, the terminal both;
- ThriftwoodCore imports navigation and the wire modules, never the terminal or a demo server;
- ThriftwoodWeb imports the core and navigation only (no wire module at all);
- ThriftwoodTerminal imports the core, navigation and the picture modules; it reads the core's
  display values, never a wire model: no terminal file imports a wire module.

The modules come from `Package.swift`, each put in its layer by its kind and name (a demo server
ends in `DemoServer`; the executables are composition roots and may import any of ours; C shims
are leaves; every other library below the core is a wire module), so a new module is checked the
moment it is declared, and a folder under Sources/ that Package.swift does not declare fails.

Prints each violation and exits 1 if there are any. Tests are not layered."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2]

# Every target Package.swift declares, with its kind, tests aside.
DECLARED = [(kind, name) for kind, name in re.findall(
    r'\.(target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*"([^"]+)"',
    (root / "Package.swift").read_text()) if kind != "testTarget"]
APP_LAYERS = {"ThriftwoodNavigation", "ThriftwoodCore", "ThriftwoodTerminal", "ThriftwoodWeb"}
PICTURES = {"PictureKit", "TerminalPictures"}
C_SHIMS = [name for kind, name in DECLARED if kind == "systemLibrary"
           or (name.startswith("C") and not any((root / "Sources" / name).rglob("*.swift")))]
ROOTS = [name for kind, name in DECLARED if kind == "executableTarget"]
DEMOS = [name for kind, name in DECLARED if name.endswith("DemoServer") or name == "ArrDemoKit"]
WIRE = sorted((name for kind, name in DECLARED
               if name not in APP_LAYERS | PICTURES and name not in C_SHIMS + ROOTS + DEMOS),
              key=lambda name: ({"ServerKit": 0, "ArrKit": 1}.get(name, 2), name))
OURS = {name for _, name in DECLARED}

# For each target, the modules of ours it may import.
ALLOWED = {"ThriftwoodNavigation": set(), "ThriftwoodCore": {"ThriftwoodNavigation", "PictureKit", *WIRE},
           "ThriftwoodTerminal": {"ThriftwoodCore", "ThriftwoodNavigation", *PICTURES, *C_SHIMS},
           "PictureKit": set(C_SHIMS), "TerminalPictures": {"PictureKit", *C_SHIMS},
           # The browser reads only the core's display values: no wire module, ever.
           "ThriftwoodWeb": {"ThriftwoodCore", "ThriftwoodNavigation"}}
for module in WIRE:
    # ServerKit first; ArrKit over it; each service's client over both.
    ALLOWED[module] = {"ServerKit": set(), "ArrKit": {"ServerKit"}}.get(module, {"ServerKit", "ArrKit"})
for demo in DEMOS:
    ALLOWED[demo] = set(WIRE) | {"ArrDemoKit", "PictureKit"}
for shim in C_SHIMS:
    ALLOWED[shim] = set()
for executable in ROOTS:
    # The command line and the benchmarks wire everything together: any of ours.
    ALLOWED[executable] = OURS

problems = []
for folder in sorted(path.name for path in (root / "Sources").iterdir() if path.is_dir()):
    if folder not in OURS:
        problems.append(f"Sources/{folder}: Package.swift declares no target of that name")
for name in sorted(OURS - set(ALLOWED)):
    problems.append(f"{name}: the layer lint cannot place it; name it after its layer or add it here")
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
            problems.append(f"{relative}:{number}: {target} may not import {module}")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
