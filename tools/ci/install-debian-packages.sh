#!/usr/bin/env bash
# Installs the Debian packages named when we are root; otherwise says exactly what to install, and fails.
# The checks of `npm test` install nothing silently: each stage that needs a package says so through this.
#   install-debian-packages.sh <label for the messages> <package>…
set -euo pipefail
label="$1"
shift
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  # Stages start side by side (the browser suite and the device kit both after the build): their installs take
  # turns on one lock, and apt waits for any other apt on the machine instead of failing on its lock.
  exec 9>/tmp/fleetkey-apt.lock
  flock 9
  echo "$label: installing Debian's $* (apt-get install -y $*)…"
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$@" >/dev/null
  exit 0
fi
echo "$label: missing $*. Install with: sudo apt-get install -y $*" >&2
exit 1
