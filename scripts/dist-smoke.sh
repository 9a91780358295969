#!/usr/bin/env bash
# Proof that the dist binary runs bare (SPEC 8): a minimal Debian root made by mmdebstrap
# (git and what apt needs: no Swift, no libgit2), the binary copied in, and the hook tour run
# there in a chroot: hooks install, a refused and an accepted git commit, lint, mr with flags,
# protocols on a small module; ldd shows glibc only.
#   scripts/dist-smoke.sh [BINARY]   # default: the newest dist/flowlint-*/bin/flowlint
# Skips with one line when there is no dist binary (make dist), when not root (chroot), or
# without mmdebstrap and no way to install it. The root is cached in .build/dist-smoke/.
set -euo pipefail
# Every rule, those off by default too: these check formats and recipes on real findings.
export FLOWLINT_ENABLE_ALL_RULES=1
root=$(cd "$(dirname "$0")/.." && pwd)
binary=${1:-$(ls -t "$root"/dist/flowlint-*/bin/flowlint 2>/dev/null | head -1 || true)}
skip() { echo "dist-smoke: skipped: $*"; exit 0; }
[ -n "$binary" ] && [ -x "$binary" ] || skip "no dist binary (make dist builds it; run make dist && make test to include this check)"
[ "$(id -u)" = 0 ] || skip "a chroot needs root"
if ! command -v mmdebstrap >/dev/null; then
    command -v apt-get >/dev/null || skip "no mmdebstrap and no apt-get to install it"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null) \
        || skip "mmdebstrap couldn't be installed"
fi

cache="$root/.build/dist-smoke"
mkdir -p "$cache"
if [ ! -s "$cache/root.tar" ]; then
    # The machine's own Debian sources; a minimal root with git and nothing else of note.
    sources=$(ls /etc/apt/sources.list.d/debian.sources 2>/dev/null || echo /etc/apt/sources.list)
    suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
    mmdebstrap --quiet --variant=apt --include=git --format=tar "$suite" "$cache/root.tar.part" "$sources" \
        || skip "mmdebstrap couldn't make a Debian root (no package mirror?)"
    mv "$cache/root.tar.part" "$cache/root.tar"
fi

chroot_dir=$(mktemp -d)
cleanup() { umount "$chroot_dir/proc" 2>/dev/null || true; rm -rf "$chroot_dir"; }
trap cleanup EXIT
tar -xf "$cache/root.tar" -C "$chroot_dir"
mount -t proc proc "$chroot_dir/proc"
install -m 0755 "$binary" "$chroot_dir/usr/local/bin/flowlint"
cp "$root/scripts/fixtures/EventListProtocols.swift" "$chroot_dir/"
for unwanted in swift libgit2.so libswiftCore.so libFoundation.so; do
    if find "$chroot_dir/usr" -name "$unwanted*" | grep -q .; then echo "dist-smoke: the root has $unwanted" >&2; exit 1; fi
done

cat > "$chroot_dir/tour.sh" <<'TOUR'
set -eu
export HOME=/root LANG=C.UTF-8 GIT_CONFIG_NOSYSTEM=1
git config --global user.name "Тест" && git config --global user.email test@example.com
fail() { echo "dist-smoke: $*" >&2; exit 1; }
echo "ldd:"; ldd /usr/local/bin/flowlint
ldd /usr/local/bin/flowlint | grep -v -E '(linux-vdso|ld-linux|lib(c|m|pthread|dl|rt|util)\.so)' | grep . && fail "more than glibc is loaded"
flowlint --version | grep -E '^[0-9][^ ]* \(commit [0-9a-f]{12}(-dirty)?\)$' || fail "--version names no commit: $(flowlint --version)"
mkdir -p /tour && cd /tour
git init -q -b develop
git commit -q --allow-empty -m "[EW_IOS-1] начало" -m "- Создал проект"
git checkout -q -b features/EW_IOS-98_Реализовать_отправку
flowlint hooks install
if git commit -q --allow-empty -m "Update the framework" 2>/tmp/refused; then fail "a bad commit was accepted"; fi
grep -q "commit-header-format" /tmp/refused || fail "the refusal names no rule: $(cat /tmp/refused)"
echo "refused: $(grep -c 'error' /tmp/refused) errors"
git commit -q --allow-empty -m "[EW_IOS-98] Реализовать отправку" -m "- Добавил отправку данных" || fail "a good commit was refused"
echo "accepted: $(git log -1 --format=%s)"
mkdir -p App/EventList
cp /EventListProtocols.swift App/EventList/EventListProtocols.swift
flowlint protocols App || fail "the seed's module has findings"
printf 'protocol SettingsViewProtocol: class {}\n' > App/SettingsProtocols.swift
if flowlint protocols App > /tmp/protocols; then fail "protocols passed a bad module"; fi
grep -q "mvp-class-bound" /tmp/protocols || fail "protocols: $(cat /tmp/protocols)"
rm App/SettingsProtocols.swift
git add App && git commit -q -m "[EW_IOS-98] Добавил протоколы экрана" -m "- Протоколы списка событий"
flowlint lint || fail "lint found errors in a clean tour"
flowlint mr --title "[EW_IOS-98] Реализовать отправку" --source features/EW_IOS-98_Реализовать_отправку \
    --target develop --delete-source-branch yes || fail "mr refused a good request"
if flowlint mr --title "fix" --source features/EW_IOS-98_Реализовать_отправку --target master \
    --delete-source-branch no > /tmp/mr; then fail "mr passed a bad request"; fi
grep -q "mr-target" /tmp/mr && grep -q "mr-title" /tmp/mr || fail "mr: $(cat /tmp/mr)"
flowlint mr --format sarif --title "fix" --target develop --delete-source-branch yes > /tmp/mr.sarif || true
grep -q '"uriBaseId": "%SRCROOT%"' /tmp/mr.sarif || fail "mr: no SARIF"
echo "dist-smoke: the tour passed on a bare Debian root"
TOUR
chroot "$chroot_dir" /bin/bash /tour.sh
