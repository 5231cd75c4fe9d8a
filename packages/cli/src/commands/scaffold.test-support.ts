/**
 * What the CLI's end-to-end tests share: this checkout, pnpm, a fresh temp folder and a
 * scaffolded project's install (linked to this checkout, offline where the store allows).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';

/** The monorepo's root. */
export const repo = resolve(import.meta.dirname, '..', '..', '..', '..');
const localPnpm = join(repo, '.tools', 'node_modules', '.bin', 'pnpm');
/** The checkout's pnpm, or the one on PATH. */
export const pnpm = existsSync(localPnpm) ? localPnpm : 'pnpm';
/** No CI mode and no colours: output as a user reads it in a log. */
export const plainEnv = { ...process.env, CI: '', NO_COLOR: '1', FORCE_COLOR: '0' };

/** Runs `command args` (default pnpm) in `cwd`; the exit status and all output. */
export function run(cwd: string, args: string[], command = pnpm) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: plainEnv });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** The folders `tempDir` made for this test file (each file loads this module anew). */
const made: string[] = [];
// Registered on the importing test file as it is collected: its folders go when it ends.
afterAll(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A new empty folder under the system's temp folder, removed when the test file ends. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** `pnpm install` of a scaffolded project (no frozen lockfile: it has none yet). */
export function pnpmInstall(dir: string) {
  return run(dir, ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only']);
}

/** The fenced blocks of a language in a Markdown text (docs/plugin-guide.md), as text. */
export function blocks(markdown: string, lang: string): string[] {
  return [...markdown.matchAll(new RegExp('^```' + lang + '\\n([\\s\\S]*?)^```', 'gm'))].map((m) => m[1]!);
}
