#!/usr/bin/env node
// Entry point of the two README commands (`npm start`, `npm test`). It must work on a
// machine that has only Node 20.19+ and npm: it installs the pinned pnpm through npm into
// .tools/ (once), installs the workspace with the frozen lockfile, then hands over.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const task = process.argv[2];
const tasks = {
  start: ['--filter', '@storeroom/example-admin', 'start'],
  test: ['run', 'check'],
};
if (!tasks[task]) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Storeroom needs Node 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${toolsBin}${delimiter}${process.env.PATH ?? ''}` };
// pnpm must not think it runs under npm's own script runner.
delete env.npm_config_user_agent;

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function installedPnpmVersion() {
  const manifest = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  if (!existsSync(manifest)) return null;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

if (installedPnpmVersion() !== pnpmVersion) {
  console.log(`> installing pnpm ${pnpmVersion} into .tools/ (once)`);
  const status = run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ]);
  if (status !== 0) {
    console.error('Could not install pnpm through npm. Check the npm registry settings.');
    process.exit(status);
  }
}

const pnpm = join(toolsBin, process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm');
console.log('> pnpm install --frozen-lockfile');
const installStatus = run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
if (installStatus !== 0) process.exit(installStatus);

process.exit(run(pnpm, tasks[task]));
