# Sourced by the project's shell scripts: run on the Node.js LTS the project names (package.json
# devDependency "node", which `npm install` brings from the npm registry), whatever Node the
# machine ships. `npm run` already puts node_modules/.bin first; this covers scripts run directly
# (.ci/run calls some with bash).
NODE_LTS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -x "$NODE_LTS_ROOT/node_modules/.bin/node" ]; then
  case ":$PATH:" in
    *":$NODE_LTS_ROOT/node_modules/.bin:"*) ;;
    *) export PATH="$NODE_LTS_ROOT/node_modules/.bin:$PATH" ;;
  esac
fi
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 24 ]; then
  echo "Node.js $(node --version) is past its end of life: this store runs on Node.js 24 LTS." >&2
  echo "Run 'npm install' first (it installs Node 24 from the npm registry into node_modules)." >&2
  exit 1
fi
