#!/usr/bin/env bash
# Lint: the checked-in swift-format rules hold strictly, every target imports only the modules
# it declares in Package.swift and only the layers below it, every target carries the Double-conversion guard, and the CLI
# writes only through its one output file.
set -euo pipefail
swift format lint --strict --recursive Sources Tests
python3 .ci/lint/imports.py
# Imports point one way, layer by layer; the terminal imports no wire module.
python3 .ci/lint/layers.py
# View models show no wire type: the count of members typed by one is held at 0.
python3 .ci/lint/view-model-wires.py
# docs/KINDS.md names every capability and only files that exist; the proof's kind stays out of Sources/.
python3 .ci/lint/kinds-doc.py
# Only the composition roots (the CLI, the benchmarks) read KindRegistry.standard; the rest is handed a registry.
python3 .ci/lint/registry-root.py
python3 .ci/lint/conversions.py
# A server's number never meets a trapping +, - or * (SaturatingArithmetic.swift).
python3 .ci/lint/arithmetic.py
# No await inside a tuple literal (a release-only miscompile; docs/COMPILER-NOTES.md).
python3 .ci/lint/async-tuples.py
# Every CLI command names itself (an unnamed one costs every run's start a search of the binary).
python3 .ci/lint/command-names.py
# The CLI writes only through Sources/thriftwood/Support/Output.swift, which strips control characters.
if grep -rnE 'Swift\.print|FileHandle\.standard(Output|Error)' --include='*.swift' Sources/thriftwood | grep -v '/Output.swift:'; then
  echo "lint: write CLI output through Output.swift (print, printError, writeSafeOutput)"; exit 1
fi
echo "lint: ok"
