#!/usr/bin/env bash
# libgit2 as one static library for `make dist`, built from Debian's source package of the
# libgit2-dev that is installed (same version, same headers), without what a tool that reads
# local repositories never uses: HTTPS, SSH, GSSAPI, NTLM. Its zlib and regex are built in,
# so the binary that links it needs only glibc.
#   scripts/build-libgit2-static.sh [OUT]   # default .build-libgit2; prints OUT's lib folder
# OUT/lib/libgit2.a and OUT/lib/pkgconfig/libgit2.pc (PKG_CONFIG_PATH=OUT/lib/pkgconfig)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$root/.build-libgit2}")
if [ -f "$out/lib/libgit2.a" ] && [ -f "$out/lib/pkgconfig/libgit2.pc" ]; then
    echo "$out/lib"
    exit 0
fi
version=$(dpkg-query -W -f='${Version}' libgit2-dev 2>/dev/null) || {
    echo "build-libgit2-static: libgit2-dev isn't installed (apt-get install libgit2-dev)" >&2; exit 2; }
for tool in cmake dpkg-source cc; do
    command -v "$tool" >/dev/null || { echo "build-libgit2-static: $tool is missing (apt-get install cmake dpkg-dev gcc)" >&2; exit 2; }
done

# Debian's source package through a private apt state: the machine's own package sources,
# as deb-src, so nothing about the machine's apt set-up changes.
apt="$out/apt"
mkdir -p "$apt/sources" "$apt/lists/partial" "$apt/cache/archives/partial" "$out/src"
for file in /etc/apt/sources.list.d/*.sources; do
    [ -f "$file" ] && sed 's/^Types: .*/Types: deb-src/' "$file" > "$apt/sources/$(basename "$file")"
done
if [ -f /etc/apt/sources.list ]; then
    sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > "$apt/sources/host.list"
fi
apt_options=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt/sources"
             -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o "Debug::NoLocking=1")
apt-get "${apt_options[@]}" -qq update
# The installed version first; a mirror may lack it (a security update whose files it doesn't
# hold), then any other Debian revision of the same upstream version: the same headers.
upstream=${version%%-*}
fetched=""
for candidate in "$version" $(apt-cache "${apt_options[@]}" showsrc libgit2 | sed -n 's/^Version: //p' | sort -ru); do
    [ "${candidate%%-*}" = "$upstream" ] || continue
    if (cd "$out/src" && apt-get "${apt_options[@]}" -qq source --download-only "libgit2=$candidate" >/dev/null 2>&1); then
        fetched=$candidate
        break
    fi
done
[ -n "$fetched" ] || { echo "build-libgit2-static: no source package of libgit2 $upstream could be downloaded" >&2; exit 1; }
rm -rf "$out/src/libgit2"
dpkg-source --no-check -x "$out/src/libgit2_${fetched#*:}.dsc" "$out/src/libgit2" >/dev/null

# Debian's +ds source drops the bundled libraries: then glibc's regcomp, and the static
# archives of Debian's zlib1g-dev and libhttp-parser-dev, copied beside libgit2.a so the
# linker takes them and not the shared libraries.
regex=builtin; zlib=ON; parser=builtin; extra=""
mkdir -p "$out/lib"
[ -d "$out/src/libgit2/deps/pcre" ] || regex=regcomp
static_archive() {
    local found; found=$(dpkg -L "$1" 2>/dev/null | grep "/$2\$" | head -1)
    [ -n "$found" ] || { echo "build-libgit2-static: $2 is missing (apt-get install $1)" >&2; exit 2; }
    cp "$found" "$out/lib/$2"
}
if [ ! -d "$out/src/libgit2/deps/zlib" ]; then zlib=OFF; static_archive zlib1g-dev libz.a; extra="$extra -lz"; fi
if [ ! -d "$out/src/libgit2/deps/http-parser" ]; then
    parser=system; static_archive libhttp-parser-dev libhttp_parser.a; extra="$extra -lhttp_parser"
fi
cmake -S "$out/src/libgit2" -B "$out/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$out" \
    -DCMAKE_INSTALL_LIBDIR=lib -DCMAKE_POSITION_INDEPENDENT_CODE=ON -DCMAKE_C_FLAGS="-ffunction-sections -fdata-sections" \
    -DBUILD_SHARED_LIBS=OFF -DBUILD_TESTS=OFF -DBUILD_CLI=OFF -DBUILD_CLAR=OFF -DBUILD_EXAMPLES=OFF \
    -DUSE_HTTPS=OFF -DUSE_SSH=OFF -DUSE_GSSAPI=OFF -DUSE_NTLMCLIENT=OFF -DUSE_HTTP_PARSER="$parser" \
    -DREGEX_BACKEND="$regex" -DUSE_BUNDLED_ZLIB="$zlib" -DUSE_SHA1=CollisionDetection -DUSE_SHA256=Builtin >"$out/cmake.log" 2>&1 \
    || { tail -30 "$out/cmake.log" >&2; exit 1; }
cmake --build "$out/build" -j "$(nproc)" >"$out/build.log" 2>&1 || { tail -30 "$out/build.log" >&2; exit 1; }
cmake --install "$out/build" >/dev/null
libs="-lgit2$extra -lpthread"
mkdir -p "$out/lib/pkgconfig"
cat > "$out/lib/pkgconfig/libgit2.pc" <<PC
prefix=$out
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: libgit2
Description: libgit2 $fetched (Debian source), static, local repositories only (no HTTPS, SSH, GSSAPI)
Version: ${version%%+*}
Libs: -L\${libdir} $libs
Cflags: -I\${includedir}
PC
echo "$out/lib"
