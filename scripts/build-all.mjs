// The build step of `npm test`: every publishable package (tsup + publint), the assembled
// admin (Vite), and the static Storybook.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const args of [['build'], ['build-storybook']]) {
  console.log(`> pnpm ${args.join(' ')}`);
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
