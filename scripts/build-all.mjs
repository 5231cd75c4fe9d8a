// The build step of `npm test`: every publishable package (declarations, tsup, publint), a
// consumer's type-check of their public doors, the assembled admin (Vite), and the static
// Storybook.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const [command, ...args] of [
  ['pnpm', 'build'],
  // The built packages' declarations, read as a consumer outside the workspace reads them.
  ['node', 'scripts/check-published-types.mjs'],
  ['pnpm', 'build-storybook'],
]) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
