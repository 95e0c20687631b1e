#!/usr/bin/env bash
# The main job on a fresh machine: install the toolkit (in a virtual environment: see
# scripts/env.sh), then build the edition from the embedded corpus: the TEI checked against a
# fresh import of sources/, its analysis checked against a fresh one, validated, and the
# HTML site written to build/edition/.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
python -m pip install --quiet --disable-pip-version-check -e .
liuren import --check >/dev/null
liuren analyse --check
liuren validate
liuren build --out build/edition
echo "edition built: build/edition/index.html"
if [ -n "${VIRTUAL_ENV:-}" ] && [ "$VIRTUAL_ENV" -ef .venv ]; then
  echo "run liuren from this checkout: '. .venv/bin/activate' (then 'liuren --help'), or '.venv/bin/liuren --help'"
else
  echo "liuren is installed in the active environment ($VIRTUAL_ENV): 'liuren --help'"
fi
