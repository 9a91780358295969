#!/bin/sh
# Makes sure what flowlint builds against is installed: libgit2's and libyaml's headers
# (pkg-config libgit2, yaml-0.1), and git for the tests. Installs with apt-get when run as root on Debian/Ubuntu; otherwise
# says exactly what to install.
set -eu

missing=""
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
if command -v pkg-config >/dev/null 2>&1 && ! pkg-config --exists libgit2; then missing="$missing libgit2-dev"; fi
if command -v pkg-config >/dev/null 2>&1 && ! pkg-config --exists yaml-0.1; then missing="$missing libyaml-dev"; fi
if ! command -v pkg-config >/dev/null 2>&1; then missing="$missing libgit2-dev libyaml-dev"; fi
command -v git >/dev/null 2>&1 || missing="$missing git"

[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "ensure-deps: installing$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # shellcheck disable=SC2086
    apt-get install -y -qq $missing >/dev/null
    exit 0
fi

echo "ensure-deps: missing:$missing" >&2
echo "  Debian/Ubuntu: sudo apt-get install$missing" >&2
echo "  macOS:         brew install libgit2 libyaml pkg-config" >&2
exit 1
