#!/usr/bin/env bash
# The device kit builds from Debian packages only: a C compiler and make, and one -dev package per layer.
# Installs what is missing when we are root; otherwise says exactly what to install (tools/ci).
set -euo pipefail
cc="${CC:-cc}"
missing=()
command -v make >/dev/null || missing+=(make)
command -v "$cc" >/dev/null || missing+=(gcc)
# A header the compiler cannot find names its package.
has_header() { command -v "$cc" >/dev/null && echo "#include <$1>" | "$cc" -E -x c - >/dev/null 2>&1; }
has_header sodium.h || missing+=(libsodium-dev)
has_header curl/curl.h || missing+=(libcurl4-openssl-dev)
has_header MQTTClient.h || missing+=(libpaho-mqtt-dev)
[ ${#missing[@]} -eq 0 ] && exit 0
exec bash "$(dirname "$0")/../../tools/ci/install-debian-packages.sh" device-kit "${missing[@]}"
