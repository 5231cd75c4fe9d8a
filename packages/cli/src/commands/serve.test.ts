import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../lib/errors';
import { serve } from './serve';
import { tempDir } from './scaffold.test-support';

describe('storeroom serve', () => {
  it('says how to build when there is no built server', async () => {
    const dir = await tempDir('sr-serve-');
    await expect(serve({ cwd: dir })).rejects.toThrow(
      new CliError(
        `No built server at dist/server/server.js (in ${dir}): build it first (\`pnpm build:server\` in an assembled admin).`,
      ),
    );
  });

  it('refuses a worker count that is not a whole number from 1 to 64', async () => {
    await expect(serve({ workers: 'two' })).rejects.toThrow('--workers must be a whole number from 1 to 64.');
    await expect(serve({ workers: '0' })).rejects.toThrow('--workers must be a whole number from 1 to 64.');
  });

  it('runs the built entry with Node, passing workers and port, and answers with its exit code', async () => {
    const dir = await tempDir('sr-serve-');
    const out = join(dir, 'seen.json');
    await writeFile(
      join(dir, 'entry.mjs'),
      `import { writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify(out)}, JSON.stringify({ workers: process.env.STOREROOM_WORKERS, port: process.env.PORT, execArgv: process.execArgv }));
process.exit(3);`,
    );
    expect(await serve({ cwd: dir, entry: 'entry.mjs', workers: 2, port: 4999 })).toBe(3);
    // Plain Node: no TypeScript loader in the server process.
    expect(JSON.parse(await readFile(out, 'utf8'))).toEqual({ workers: '2', port: '4999', execArgv: [] });
  });
});
