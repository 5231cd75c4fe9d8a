// The e2e tests drive Debian's Chromium (never a browser downloaded by a test tool).
// When it is missing and we run as root, install the `chromium` package with apt-get;
// otherwise stop with a message that names the package.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `The end-to-end tests need Debian's "chromium" package at ${CHROMIUM_PATH}.\n` +
        'Install it as root: apt-get update && apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log('> installing Debian package chromium (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install the "chromium" package by hand.`);
      process.exit(result.status ?? 1);
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
