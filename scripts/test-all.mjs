// `npm test` (through scripts/bootstrap.mjs) and `pnpm check`: every check of the repo, in
// order: typecheck, lint, unit and integration tests (with the story smoke test), the
// server suites on PostgreSQL, the build, and the end-to-end tests with, beside them, the
// outside-the-repository test of the built packages (issue 21). Ends with the line
// `N passed, N failed` (test cases plus whole-step checks).
//
// Locally, `--skip e2e,postgres` (or SKIP=e2e) leaves steps out; under CI=true nothing is
// skipped.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const ci = process.env.CI === 'true' || process.env.CI === '1';
const skipArg =
  process.argv.find((a) => a.startsWith('--skip='))?.slice('--skip='.length) ?? process.env.SKIP ?? '';
const skip = new Set(ci ? [] : skipArg.split(',').filter(Boolean));

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from a vitest JSON report. */
function vitestCounts(path) {
  const report = readJson(path);
  if (!report) return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrors ?? 0),
  };
}

/** The failed tests of a vitest JSON report: file, name and the first line of the message. */
function vitestFailures(path) {
  const report = readJson(path);
  if (!report) return [];
  const failures = [];
  for (const file of report.testResults ?? []) {
    const rel = file.name?.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failedCases = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedCases) {
      const message = (a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(`${rel} > ${a.fullName ?? a.title}${message ? `\n      ${message}` : ''}`);
    }
    // A file that failed outside its tests (an import error, a hook) has no failed case.
    if (file.status === 'failed' && failedCases.length === 0) {
      failures.push(`${rel} (the file failed: ${(file.message ?? '').split('\n')[0].slice(0, 300)})`);
    }
  }
  return failures;
}

/** The failed and flaky tests of a Playwright JSON report. */
function playwrightFailures(path) {
  const report = readJson(path);
  if (!report) return [];
  const failures = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message ?? '';
          const first = error
            // Playwright's messages carry terminal colour codes.
            // eslint-disable-next-line no-control-regex
            .replace(/\u001b\[[0-9;]*m/g, '')
            .split('\n')[0]
            .slice(0, 300);
          failures.push(
            `${test.status === 'flaky' ? '(flaky) ' : ''}${spec.file}:${spec.line} > ${[...trail, spec.title].join(' > ')}${first ? `\n      ${first}` : ''}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}

/** Counts from a Playwright JSON report. */
function playwrightCounts(path) {
  const report = readJson(path);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected };
}

function vitest(args, report) {
  return [
    'pnpm',
    'exec',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, report)}`,
  ];
}

// What runs when, on CI's 2-core machine: the three static checks side by side (each one
// mostly uses a single core); then the unit tests (both cores); the build, with the server
// suites on PostgreSQL started beside it (the build leaves part of the machine idle); then the
// e2e tests with, beside them, the CLI's whole-program tests with the outside-the-repository
// test. The e2e flows run in one lane (they share one demo store) and leave the machine half
// idle otherwise.
const steps = [
  // TypeScript 7 (native, tools/typescript-native): about 10 s where 5.9 took 77 s.
  { id: 'typecheck', title: 'typecheck', cmd: ['pnpm', 'typecheck'] },
  { id: 'lint', title: 'lint', cmd: ['pnpm', 'lint'], beside: 'typecheck' },
  {
    id: 'format',
    title: 'formatting (prettier --check)',
    cmd: ['pnpm', 'format:check'],
    beside: 'typecheck',
  },
  {
    // One vitest run for the unit tests and the story smoke test (every story rendered,
    // axe-checked): the long files start first (vitest.config.ts), so that both cores stay
    // busy to the end instead of one finishing a long file alone. The CLI's whole-program
    // tests (`*.integration.test.ts`) run with the registry step, beside e2e.
    id: 'unit',
    title: 'unit and story tests (vitest)',
    cmd: vitest([], 'vitest.json'),
    // One jsdom and one node project for all the packages (vitest.config.ts): each source is
    // transformed once and each jsdom worker imports the shared code once.
    env: { VITEST_INTEGRATION: 'skip', VITEST_MERGE: '1' },
    counts: () => vitestCounts(join(resultsDir, 'vitest.json')),
    failures: () => vitestFailures(join(resultsDir, 'vitest.json')),
  },
  { id: 'build', title: 'build (packages, admin, Storybook)', cmd: ['node', 'scripts/build-all.mjs'] },
  {
    id: 'e2e',
    title: 'end-to-end tests (Playwright, Debian Chromium)',
    cmd: ['node', 'scripts/e2e.mjs'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(resultsDir, 'e2e.json') },
    counts: () => playwrightCounts(join(resultsDir, 'e2e.json')),
    failures: () => playwrightFailures(join(resultsDir, 'e2e.json')),
    needs: ['build'],
  },
  {
    // The database suites on a real PostgreSQL server (scripts/postgres.mjs starts one, on a
    // free port), from the build step on: they need nothing built, and the build leaves about a
    // third of two cores idle (105 s of CPU in 72 s); output shown when they end.
    id: 'postgres',
    title: 'server suites on PostgreSQL',
    enabled: () => existsSync(join(root, 'scripts', 'test-postgres.mjs')),
    cmd: ['node', 'scripts/test-postgres.mjs', `--outputFile=${join(resultsDir, 'vitest-postgres.json')}`],
    env: { VITEST_MERGE: '1' },
    counts: () => vitestCounts(join(resultsDir, 'vitest-postgres.json')),
    failures: () => vitestFailures(join(resultsDir, 'vitest-postgres.json')),
    beside: 'build',
  },
  {
    // The CLI's whole-program tests: scaffolds made in the workspace (`--link`), installed,
    // type-checked, built and run, the plugin guide's commands in order; and, issue 21, the
    // packages the build step built, published to a local registry (Verdaccio on 127.0.0.1),
    // where in empty folders a plugin and a private app are scaffolded with npx and run their
    // own npm install, tests, typecheck, lint, doctor, build (publint, attw) and dev
    // (Chromium). They mostly wait on npm and child processes, so they run beside the e2e step
    // (free ports, their own temp folders, no dist written); the output is shown when they end.
    id: 'registry',
    title: 'CLI whole-program tests, and outside the repository (local registry, npx create)',
    cmd: vitest(['--project', 'cli', '.integration.'], 'vitest-registry.json'),
    env: { STOREROOM_REGISTRY_TEST: 'prebuilt' },
    counts: () => vitestCounts(join(resultsDir, 'vitest-registry.json')),
    failures: () => vitestFailures(join(resultsDir, 'vitest-registry.json')),
    needs: ['build'],
    // Started before the e2e step, awaited after the last step.
    beside: 'e2e',
    chromium: true,
  },
];

const outcome = [];
let passed = 0;
let failed = 0;
const failedSteps = new Set();

/**
 * Runs a step's command, its output shown as it comes, or (`quiet`) kept in
 * .test-results/<id>.log and shown when it ends, for a step that runs beside another.
 */
function runCommand(step, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => console.error(error.message));
    child.on('close', (code) => {
      if (quiet) {
        writeFileSync(join(resultsDir, `${step.id}.log`), output);
        console.log(`\n━━ ${step.title} (ran beside the others) ━━ ${step.cmd.join(' ')}\n${output}`);
      }
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Counts a finished step and records its outcome. */
function record(step, { ok, seconds }) {
  const counts = step.counts?.();
  if (counts) {
    passed += counts.passed;
    // A runner that exits non-zero with no failed test (a crash, a config error) still fails.
    failed += counts.failed || (ok ? 0 : 1);
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  if (!ok) failedSteps.add(step.id);
  outcome.push({ step, status: ok ? 'ok' : 'FAILED', seconds, counts, failures: step.failures?.() ?? [] });
}

/** Whether a step runs; records why when it does not. */
function shouldRun(step) {
  if (skip.has(step.id) || (step.enabled && !step.enabled())) {
    outcome.push({ step, status: skip.has(step.id) ? 'skipped' : 'n/a', seconds: 0 });
    return false;
  }
  if (step.needs?.some((id) => failedSteps.has(id))) {
    outcome.push({ step, status: `not run (${step.needs.join(', ')} failed)`, seconds: 0 });
    failed += 1;
    failedSteps.add(step.id);
    return false;
  }
  return true;
}

// A step with `beside: <id>` starts just before that step (or where it stands, if that step is
// not run) and is awaited after the last one.
const besides = [];
const startBeside = (step) => {
  if (!shouldRun(step)) return;
  console.log(`\n━━ started beside the next steps: ${step.title} ━━ ${step.cmd.join(' ')}`);
  besides.push(runCommand(step, { quiet: true }).then((result) => ({ step, result })));
};
const runsAlone = (step) => !steps.some((other) => other.id === step.beside && !skip.has(other.id));
for (const step of steps) {
  if (step.beside) {
    if (runsAlone(step)) startBeside(step);
    continue;
  }
  for (const beside of skip.has(step.id) ? [] : steps.filter((s) => s.beside === step.id)) {
    // Chromium once, before two steps that drive it start side by side.
    if (beside.chromium && !skip.has(beside.id) && !beside.needs?.some((id) => failedSteps.has(id)))
      ensureChromium();
    startBeside(beside);
  }
  if (!shouldRun(step)) continue;
  console.log(`\n━━ ${step.title} ━━ ${step.cmd.join(' ')}`);
  record(step, await runCommand(step));
}
for (const { step, result } of await Promise.all(besides)) record(step, result);

console.log('\n━━ summary ━━');
for (const { step, status, seconds, counts } of outcome) {
  const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  console.log(`${status.padEnd(10)} ${step.title}${detail}${seconds ? `  ${seconds.toFixed(1)} s` : ''}`);
}
// The failed (and flaky) tests by name, last, so that the tail of a CI log names them.
const named = outcome.filter((o) => o.failures?.length);
if (named.length > 0) {
  console.log('\n━━ failed and flaky tests ━━');
  for (const { step, failures } of named) {
    console.log(`${step.title}:`);
    for (const f of failures) console.log(`  - ${f}`);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
