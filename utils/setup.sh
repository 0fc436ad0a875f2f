#!/usr/bin/env bash
#===- utils/setup.sh - Install what AscendPTO needs (Debian 12) -----------===#
#
# Installs, with apt, every package the build and the tests need that is not
# installed yet. Debian 12's LLVM 22 comes from bookworm-security, which a
# stock /etc/apt/sources.list.d/debian.sources already lists. Run as root.
#
#===----------------------------------------------------------------------===#
set -euo pipefail

packages=(
  cmake ninja-build g++ python3 git
  libgtest-dev libgmock-dev
  llvm-22 llvm-22-dev llvm-22-tools clang-22 mlir-22-tools
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all packages present"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "setup: missing packages: ${missing[*]}; run as root to install them" >&2
  exit 1
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends "${missing[@]}"
