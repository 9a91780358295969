#!/usr/bin/env bash
# `make dist` (SPEC 8): one stripped flowlint binary that needs only glibc (static Swift
# runtime, libyaml, and libgit2 built statically without network transports), in
#   dist/flowlint-VERSION-linux-ARCH.tar.gz   bin/flowlint, man page, bash/zsh/fish completions, LICENSE
#   dist/flowlint-VERSION-linux-ARCH.tar.gz.sha256
#   VERSION=1.2.3 scripts/dist.sh     # default: the version in the sources
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export PATH="/opt/swift/usr/bin:$PATH"
swift=${SWIFT:-swift}
source_version=$(sed -n 's/.*BuildInfo.version ?? "\(.*\)"/\1/p' Sources/flowlint/Flowlint.swift)
version=${VERSION:-$source_version}
case "$version" in (*[!0-9A-Za-z.+-]*|"") echo "dist: bad VERSION '$version'" >&2; exit 2 ;; esac
arch=$(uname -m)
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD 2>/dev/null || commit="$commit-dirty"

libdir=$(bash scripts/build-libgit2-static.sh | tail -1)

# The release build knows its version and commit; the file is put back afterwards.
info=Sources/flowlint/Support/BuildInfo.swift
backup=.build/BuildInfo.swift.dist-backup
mkdir -p .build
cp "$info" "$backup"
trap 'mv -f "$backup" "$info"' EXIT
cat > "$info" <<SWIFT
/// Written by scripts/dist.sh for the release build.
enum BuildInfo {
    static let version: String? = "$version"
    static let commit: String? = "$commit"
}
SWIFT
# The Swift runtime's link line asks for libstdc++ and the unwinder as shared libraries; a
# folder searched first that holds only their static archives makes the linker take those.
cxx=.build-libgit2/static-cxx
mkdir -p "$cxx"
ln -sf "$(gcc -print-file-name=libstdc++.a)" "$cxx/libstdc++.a"
ln -sf "$(gcc -print-file-name=libgcc_eh.a)" "$cxx/libgcc_s.a"
# libyaml (CYAML) from its static archive: a yaml-0.1.pc beside libgit2's points SwiftPM at a
# folder without the shared library (SwiftPM puts the system's own libdir before `-lyaml`).
yaml_archive="$(pkg-config --variable=libdir yaml-0.1)/libyaml.a"
[ -f "$yaml_archive" ] || { echo "dist: $yaml_archive is missing (apt-get install libyaml-dev)" >&2; exit 2; }
ln -sf "$yaml_archive" "$libdir/libyaml.a"
cat > "$libdir/pkgconfig/yaml-0.1.pc" <<PC
libdir=$libdir

Name: LibYAML
Description: libyaml $(pkg-config --modversion yaml-0.1), static, for make dist
Version: $(pkg-config --modversion yaml-0.1)
Libs: -L\${libdir} -lyaml
Cflags: $(pkg-config --cflags yaml-0.1)
PC
# Nothing looks the binary's own symbols up at run time: not exporting them saves 4 MiB and
# about a fifth of the hook's start-up (the Swift runtime's link line asks for -export-dynamic).
# No RUNPATH ($ORIGIN): the binary needs only glibc, and the loader would otherwise look for libc
# and libm in the binary's folder first (about 40 failed opens and stats on every hook).
flags=(-c release --static-swift-stdlib --disable-local-rpath -Xlinker --gc-sections -Xlinker -L"$root/$cxx" -Xlinker --no-export-dynamic)
PKG_CONFIG_PATH="$libdir/pkgconfig" "$swift" build "${flags[@]}"
bin=$("$swift" build "${flags[@]}" --show-bin-path)
mv -f "$backup" "$info"
trap - EXIT

name="flowlint-$version-linux-$arch"
stage="dist/$name"
rm -rf "$stage" "dist/$name.tar.gz" "dist/$name.tar.gz.sha256"
mkdir -p "$stage/bin" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
    "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d"
strip -o "$stage/bin/flowlint" "$bin/flowlint"

# Only glibc's libraries (and the loader) may be needed.
needed=$(readelf -d "$stage/bin/flowlint" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
for library in $needed; do
    case "$library" in
        libc.so.*|libm.so.*|libpthread.so.*|libdl.so.*|librt.so.*|libutil.so.*|ld-linux*) ;;
        *) echo "dist: the binary needs $library, which isn't part of glibc" >&2; exit 1 ;;
    esac
done
if readelf -d "$stage/bin/flowlint" | grep -qE '\((RUNPATH|RPATH)\)'; then
    echo "dist: the binary has a RUNPATH: the loader would search it on every start" >&2; exit 1
fi

"$stage/bin/flowlint" --generate-completion-script bash > "$stage/share/bash-completion/completions/flowlint"
"$stage/bin/flowlint" --generate-completion-script zsh > "$stage/share/zsh/site-functions/_flowlint"
"$stage/bin/flowlint" --generate-completion-script fish > "$stage/share/fish/vendor_completions.d/flowlint.fish"
bash scripts/man-page.sh "$stage/bin/flowlint" "$stage/share/man/man1"
cp LICENSE README.md "$stage/"

# Reproducible archive: fixed owner, order and times.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$(git log -1 --format=%ct 2>/dev/null || echo 0)" \
    -C dist -czf "dist/$name.tar.gz" "$name"
(cd dist && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
size=$(stat -c %s "$stage/bin/flowlint")
echo "dist: dist/$name.tar.gz ($(( size / 1048576 )) MiB binary; $("$stage/bin/flowlint" --version))"
cat "dist/$name.tar.gz.sha256"
