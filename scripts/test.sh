#!/usr/bin/env bash
# Install the project and everything its tests need on a fresh machine (in a virtual
# environment: see scripts/env.sh), check the layers, then run the tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests (tests/test_html_browser.py) drive Debian's Chromium with Playwright;
# no browser is ever downloaded (`playwright install` is not used). A CJK font that covers
# every character of the corpus (Hanzi and Hangul) makes the screenshots readable:
# fonts-wqy-microhei (1.6 MB) covers all of them (tests/test_html_build.py checks it).
apt_pkgs=()
[ -x /usr/bin/chromium ] || apt_pkgs+=(chromium)
command -v fc-list >/dev/null || apt_pkgs+=(fontconfig)
# a font of the site's stacks (edition/publish/html/static/style.css) must be there, not just any CJK font
fc-list 2>/dev/null | grep -qE "Noto (Serif|Sans) CJK|WenQuanYi Micro Hei" || apt_pkgs+=(fonts-wqy-microhei)
if [ ${#apt_pkgs[@]} -gt 0 ] && command -v apt-get >/dev/null; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    $(printf '%s\n' "${apt_pkgs[@]}" | sort -u) >/dev/null
fi

. scripts/env.sh
python -m pip install --quiet --disable-pip-version-check -e '.[test]'
lint-imports
ruff check edition engine     # function size and complexity, imports at top (pyproject.toml)
python -m pytest "$@"
