"""Checks docs/KINDS.md against the code, so the guide to adding a kind cannot drift (#47):

- every capability `KindDeclaration` declares (its public stored properties, `kind` and
  `oldestSupported` aside) has a row in the capability table, and every row names one that exists;
- every file or folder the guide names (a backticked path under Sources/ or Tests/, placeholders
  like `<Kind>` aside) exists;
- the proof test the guide cites declares its kind in the test file alone: no file under
  Sources/ names it.

Prints each finding and exits 1 if there are any."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2]
guide = (root / "docs" / "KINDS.md").read_text()
declaration = (root / "Sources" / "ThriftwoodCore" / "Kinds" / "KindDeclaration.swift").read_text()
problems = []

body = declaration.split("public struct KindDeclaration", 1)[1].split("\n}\n", 1)[0]
capabilities = set(re.findall(r"^    public (?:let|var) (\w+)", body, re.M)) - {"kind", "oldestSupported"}
rows = [line for line in guide.splitlines() if line.startswith("| `")]
documented = {name for row in rows for name in re.findall(r"`(\w+)`", row.split("|")[1])}
for missing in sorted(capabilities - documented):
    problems.append(f"docs/KINDS.md: the capability `{missing}` of KindDeclaration has no row in the table")
for stale in sorted(name for name in documented - capabilities if name[0].islower()):
    problems.append(f"docs/KINDS.md: the table names `{stale}`, which KindDeclaration does not declare")

for path in sorted(set(re.findall(r"`((?:Sources|Tests)/[^`\s]+)`", guide))):
    if "<" in path:
        continue
    if not (root / path).exists():
        problems.append(f"docs/KINDS.md names {path}, which does not exist")

proof = root / "Tests" / "ThriftwoodCoreTests" / "KindProofTests.swift"
if "KindProofTests.swift" not in guide or not proof.exists():
    problems.append("docs/KINDS.md: the proof (Tests/ThriftwoodCoreTests/KindProofTests.swift) is not cited or is gone")
else:
    kind_id = re.search(r'ServiceKind\(\s*id: "(\w+)"', proof.read_text())
    if kind_id:
        word = kind_id.group(1)
        for file in (root / "Sources").rglob("*.swift"):
            if re.search(r"\b" + word + r"\b", file.read_text(), re.I):
                problems.append(f"{file.relative_to(root)} names {word}, the kind only the proof test may declare")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
