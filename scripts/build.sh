#!/usr/bin/env bash
# The main job on a fresh machine: install the project, then build the edition from the
# embedded corpus (sources/ → tei/ checked → validated → HTML site in build/edition/).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check -e .
liuren import --check
liuren validate
liuren build --out build/edition
echo "edition built: build/edition/index.html"
