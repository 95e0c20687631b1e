#!/usr/bin/env bash
# Install the project and everything its tests need on a fresh machine, then run the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check -e '.[test]'
python3 -m pytest "$@"
