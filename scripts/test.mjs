// `npm test`: type check, lint, import boundaries, unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys. Ends with one line `N passed, N failed`, and
// fails on zero tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Each step runs its commands one after another; a failed step that `stops` ends the run, since
// the later steps would fail for the same reason.
const steps = [
  { name: 'type check', stops: true, commands: [['npm', 'run', 'typecheck']] },
  { name: 'lint', stops: true, commands: [['npm', 'run', 'lint']] },
  {
    name: 'import boundaries',
    stops: true,
    commands: [
      [
        'npx',
        'depcruise',
        'contract/src',
        'server/src',
        'server/test',
        'web/src',
        '--config',
        '.dependency-cruiser.cjs',
      ],
      ['npx', 'depcruise', 'server/src/modules', '--config', '.dependency-cruiser-domains.cjs'],
    ].map((command) => [...command, '--output-type', 'err']),
  },
  {
    name: 'unit and API tests',
    commands: [
      [
        'npx',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports}/vitest.json`,
      ],
    ],
  },
  { name: 'build the storefront', stops: true, commands: [['npm', 'run', 'build']] },
  { name: 'browser tests', commands: [['npx', 'playwright', 'test']] },
];

const succeeds = ([command, ...args]) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } }).status === 0;

let failedStep;
for (const { name, stops, commands } of steps) {
  console.info(`\n▶ ${name}`);
  // Every command of a step runs, so one failure does not hide another's.
  if (!commands.map(succeeds).every(Boolean)) {
    failedStep = name;
    if (stops) break;
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
