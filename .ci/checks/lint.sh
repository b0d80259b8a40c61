#!/usr/bin/env bash
# Lint: the checked-in swift-format rules hold strictly, and every target imports only the
# modules it declares in Package.swift.
set -euo pipefail
swift format lint --strict --recursive Sources Tests
python3 .ci/lint/imports.py
echo "lint: ok"
