#!/usr/bin/env bash
# Starts $CHROMIUM_PATH with every --disable-features switch joined into one:
# Chromium keeps only the last of a repeated switch, and Playwright and
# chrome-launcher pass lists of their own before ours (chromium.ts), which
# ours would otherwise silently replace.
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
  args+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
exec "${CHROMIUM_PATH:?CHROMIUM_PATH names the Chromium binary (build-scripts/browser/chromium.ts sets it)}" "${args[@]}"
