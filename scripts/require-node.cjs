// Runs before `npm start`, `npm run dev` and `npm test` (their pre-scripts). Plain CommonJS on purpose: it must load
// on any Node, so that an old one stops here with a sentence instead of crashing later inside a native module.
'use strict';
const { engines } = require('../package.json');
const needed = engines.node.replace(/^>=\s*/, '');
const [major, minor] = process.versions.node.split('.').map(Number);
const [needMajor, needMinor] = needed.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < (needMinor || 0))) {
  console.error(
    `This project needs Node.js ${needed} or newer (24 LTS recommended); this is Node.js ${process.versions.node}.\n` +
      'On Linux x64, run `. scripts/use-node.sh` in this shell to use Node 24 from the npm registry, ' +
      'then `npm ci` again; elsewhere, `nvm use` (reads .nvmrc) or the installer from nodejs.org.',
  );
  process.exit(1);
}
