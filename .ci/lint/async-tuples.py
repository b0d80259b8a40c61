"""No `await` inside a tuple literal in Sources/.

Swift 6.3.1's optimiser lost the first element of `return (index, .connected(try await f()))` in a
task group's child (it read 0), in the release build only: the Services screen wrote every server's
state on its first row, then crashed (docs/COMPILER-NOTES.md). Await into a constant first, then build
the tuple. This lint fails on a line that opens a tuple after `return` or `=` and awaits inside it."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2]
OPENING = re.compile(r"(?:\breturn|=)\s*\(")


def awaits_in_tuple(code: str) -> bool:
    """Whether a tuple opened after `return` or `=` has a comma of its own and an await outside closures."""
    for match in OPENING.finditer(code):
        depth, braces, comma, waits = 1, 0, False, False
        index = match.end()
        while index < len(code) and depth > 0:
            character = code[index]
            if character in "([":
                depth += 1
            elif character in ")]":
                depth -= 1
            elif character == "{":
                braces += 1
            elif character == "}":
                braces -= 1
            elif character == "," and depth == 1 and braces == 0:
                comma = True
            elif braces == 0 and code.startswith("await", index) and not code[index - 1].isalnum():
                waits = True
            index += 1
        if comma and waits:
            return True
    return False


problems = []
for file in sorted((root / "Sources").rglob("*.swift")):
    if file.is_symlink():
        continue
    for number, line in enumerate(file.read_text().splitlines(), 1):
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line).split("//")[0]
        if awaits_in_tuple(code):
            problems.append(f"{file.relative_to(root)}:{number}: await into a constant before building the tuple "
                            f"(docs/COMPILER-NOTES.md): {line.strip()}")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
