# Sourced by scripts/build.sh and scripts/test.sh: make sure we run inside a virtual
# environment. Inside one already (VIRTUAL_ENV set) it is used as it is; otherwise .venv/ at
# the top of the checkout is created (once) and activated, so that a Debian python3, which
# refuses `pip install` outside a virtual environment (PEP 668), works like any other Python.
# On Debian, python3 -m venv needs the python3-venv package: installed when missing.

if [ -z "${VIRTUAL_ENV:-}" ]; then
  PY=${PYTHON:-python3}
  if [ ! -x .venv/bin/python ]; then
    if ! "$PY" -m venv .venv >/dev/null 2>&1; then
      rm -rf .venv
      if command -v apt-get >/dev/null; then
        SUDO=""
        [ "$(id -u)" -eq 0 ] || SUDO="sudo"
        ver=$("$PY" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
        $SUDO apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
          "python${ver}-venv" >/dev/null || DEBIAN_FRONTEND=noninteractive $SUDO apt-get \
          install -y -qq --no-install-recommends python3-venv >/dev/null
      fi
      "$PY" -m venv .venv
    fi
  fi
  # shellcheck disable=SC1091
  . .venv/bin/activate
fi
python -m pip install --quiet --disable-pip-version-check --upgrade pip >/dev/null 2>&1 || true
