// `npm test`: type check, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then the browser journeys. Ends with one line `N passed, N failed`, and fails on zero tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  [
    'unit and API tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
  ],
  ['build the storefront', 'npm', ['run', 'build']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

let failedStep;
for (const [name, command, args] of steps) {
  console.info(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  if (status !== 0) {
    failedStep = name;
    if (name === 'type check' || name === 'lint' || name === 'build the storefront') break;
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const vitest = readJson(`${reports}/vitest.json`);
const playwright = readJson(`${reports}/playwright.json`);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

if (failedStep) console.error(`\n✖ ${failedStep} failed`);
if (passed === 0) console.error('\n✖ no test ran');
console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep || failed > 0 || passed === 0 ? 1 : 0);
