"""Counts what view models show of the wire: public members of a type named `…ViewModel` in
ThriftwoodCore (properties, including their inferred types, and functions' parameters and
results) whose type names a wire module's public type. A front end should read display values
only (#47); each such member is one more thing a second front end would have to import a wire
module to use.

The count only falls: it fails above CEILING, and says so when it is below (lower CEILING to
the new count). At 0 it forbids any. `--list` prints each member.

A rough reader, not a compiler: it looks at declarations indented once inside a class, struct
or extension whose name ends in `ViewModel` (and twice inside a public type nested in one), and counts wire type names that ThriftwoodCore and
ThriftwoodNavigation do not declare themselves (a nested `Kind` is the core's own)."""
import pathlib
import re
import sys

CEILING = 0

root = pathlib.Path(__file__).resolve().parents[2]
declared = re.findall(r'\.(target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*"([^"]+)"',
                      (root / "Package.swift").read_text())
APP = {"ThriftwoodNavigation", "ThriftwoodCore", "ThriftwoodTerminal", "ThriftwoodWeb", "PictureKit",
       "TerminalPictures", "ArrDemoKit"}
wire = [name for kind, name in declared if kind == "target" and name not in APP
        and not name.endswith("DemoServer") and not (root / "Sources" / name / "module.modulemap").exists()
        and any((root / "Sources" / name).rglob("*.swift"))]
DECLARATION = r"\b(?:struct|enum|class|typealias|protocol|actor)\s+(\w+)"
wire_types = set()
for module in wire:
    for file in (root / "Sources" / module).rglob("*.swift"):
        wire_types.update(re.findall(r"^\s*public\s+(?:final\s+)?" + DECLARATION[2:], file.read_text(), re.M))
own = set()
for module in ("ThriftwoodCore", "ThriftwoodNavigation"):
    for file in (root / "Sources" / module).rglob("*.swift"):
        own.update(re.findall(DECLARATION, file.read_text()))
wire_types -= own

CONTEXT = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+)?(?:final\s+)?(?:class|extension|struct)\s+(\w+)")
NESTED = re.compile(r"^ {4}public\s+(?:final\s+)?(?:class|struct|enum)\s+(\w+)")
PROPERTY = re.compile(r"^ {4}public\s+(?:(?:internal|private)\(set\)\s+)?(?:nonisolated\s+)?(?:static\s+)?"
                      r"(?:let|var)\s+(\w+)\s*(?::\s*([^={]+))?(?:=\s*(.*))?")
FUNCTION = re.compile(r"^ {4}public\s+(?:nonisolated\s+)?(?:static\s+)?func\s+(\w+)\s*(?:<[^>]*>)?\(([^)]*)\)"
                      r"\s*(?:async\s*)?(?:throws\s*)?(?:->\s*([^{]+))?")
members = []
for file in sorted((root / "Sources" / "ThriftwoodCore").rglob("*.swift")):
    context, nested = None, None
    for number, line in enumerate(file.read_text().splitlines(), 1):
        if match := CONTEXT.match(line):
            context, nested = match.group(1), None
        if not context or not context.endswith("ViewModel"):
            continue
        if match := NESTED.match(line):
            nested = match.group(1)
            continue
        if nested and line.startswith("    }"):
            nested = None
            continue
        owner = f"{context}.{nested}" if nested else context
        if nested:
            line = line[4:] if line.startswith("        ") else ""
        if match := PROPERTY.match(line):
            name, text = match.group(1), match.group(2) or match.group(3) or ""
        elif match := FUNCTION.match(line):
            name, text = match.group(1) + "()", (match.group(2) or "") + " " + (match.group(3) or "")
        else:
            continue
        named = sorted({word for word in re.findall(r"\b[A-Z]\w*", text) if word in wire_types})
        if named:
            members.append(f"{file.relative_to(root)}:{number}: {owner}.{name} shows {', '.join(named)}")

if "--list" in sys.argv:
    print("\n".join(members))
count = len(members)
if count > CEILING:
    print("\n".join(members))
    print(f"view-model wires: {count} view-model members show a wire type, more than {CEILING}; "
          "give the front ends a display value instead")
    sys.exit(1)
if count < CEILING:
    print(f"view-model wires: {count} now, below {CEILING}: lower CEILING in .ci/lint/view-model-wires.py to {count}")
    sys.exit(1)
