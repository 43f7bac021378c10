#!/usr/bin/env bash
# The web app's catalogues are complete and current (docs/decisions/0033): extracting the messages
# again changes no catalogue (a text added or changed in the code without `npm run i18n:extract`),
# and every language has a translation of every message (`lingui compile --strict` names the gaps).
set -euo pipefail
cd "$(dirname "$0")/../../apps/web"
npx lingui extract --clean > /dev/null
if ! git diff --quiet -- src/locales; then
  echo 'The catalogues are out of date: run `npm run i18n:extract` and translate what it adds.' >&2
  git diff --stat -- src/locales >&2
  exit 1
fi
trap 'rm -f src/locales/*/messages.js' EXIT
npx lingui compile --strict
