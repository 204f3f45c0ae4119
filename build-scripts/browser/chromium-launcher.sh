#!/usr/bin/env bash
# Starts $CHROMIUM_PATH with every --disable-features switch it is given joined
# into one. Chromium keeps only the last of a repeated switch, and Playwright
# and chrome-launcher each pass a --disable-features list of their own before
# the site's (build-scripts/browser/chromium.ts): passed through as they are,
# the site's list would silently replace theirs.
set -euo pipefail
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ ${#features[@]} -gt 0 ]; then
  joined=$(IFS=,; echo "${features[*]}")
  args+=("--disable-features=$joined")
fi
# Playwright starts the browser in a session of its own. Where Linux schedules each session as one
# group (autogroup), that group competes with all the other processes as an equal, whatever nice
# value it inherited: a browser that `npm test` starts at its lower priority took the CPU from the
# browser lane. The new group gets the launcher's nice value, so the priority holds. Only when this
# process leads its session: otherwise the group is its caller's, and not the launcher's to change.
session=$(sed 's/.*) //' /proc/$$/stat 2>/dev/null | cut -d' ' -f4 || true)
if [ "$session" = "$$" ] && [ -w /proc/self/autogroup ]; then
  echo "$(nice)" >/proc/self/autogroup 2>/dev/null || true
fi
exec "${CHROMIUM_PATH:?CHROMIUM_PATH names the Chromium binary (build-scripts/browser/chromium.ts sets it)}" "${args[@]}"
