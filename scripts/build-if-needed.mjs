// `npm start` builds the storefront only when it has never been built or its sources are newer.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = 'web/dist/index.html';
const sources = ['web/src', 'web/public', 'web/index.html', 'contract/src'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale = !existsSync(dist) || Math.max(...sources.map(newest)) > statSync(dist).mtimeMs;
if (stale) {
  console.info('Building the storefront (web/dist)…');
  execSync('npm run build', { stdio: 'inherit' });
}
