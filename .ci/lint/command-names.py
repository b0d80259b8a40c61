"""Every CLI command names itself (`CommandConfiguration(commandName: …)`).

Without a name, swift-argument-parser derives one from the type with `String(describing:)` when it
builds the command tree — on every run, `--version` included — and each of those casts searches
every protocol conformance in the binary: 34 unnamed commands cost `thriftwood --version` about
12 ms of its 27 (perf, 2026-11-27). This lint fails on a configuration that names no command."""
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parents[2]
problems = []
for path in sorted((root / "Sources").rglob("*.swift")):
    code = path.read_text()
    start = code.find("CommandConfiguration(")
    while start >= 0:
        index, depth = start + len("CommandConfiguration("), 1
        while index < len(code) and depth > 0:
            depth += {"(": 1, ")": -1}.get(code[index], 0)
            index += 1
        if "commandName:" not in code[start:index]:
            line = code.count("\n", 0, start) + 1
            problems.append(f"{path.relative_to(root)}:{line}: name the command (commandName: \"…\")")
        start = code.find("CommandConfiguration(", index)
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
