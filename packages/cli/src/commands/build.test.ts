/**
 * `storeroom build` runs tsup and publint from the CLI's own dependencies (issue 21 item 5: it
 * crashed with ERR_PACKAGE_PATH_NOT_EXPORTED looking for publint's package.json) and reports
 * publint's findings.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../lib/errors';
import { recorder } from '../lib/output';
import { build } from './build';
import { tempDir } from './scaffold.test-support';

async function packageDir(pkg: Record<string, unknown>): Promise<string> {
  const dir = await tempDir('sr-build-');
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'storeroom-plugin-gift-wrap',
      version: '0.1.0',
      license: 'MIT',
      ...pkg,
    }),
    'src/index.ts': "export const giftWrap = 'gift-wrap';\n",
    // No import: the config loads without the package's own dependencies installed.
    'tsup.config.ts': "export default { entry: { index: 'src/index.ts' }, format: ['esm'], clean: true };\n",
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('storeroom build', () => {
  it('builds with tsup and checks the package with publint', { timeout: 120_000 }, async () => {
    const dir = await packageDir({ type: 'module', exports: { '.': './dist/index.js' }, files: ['dist'] });
    const out = recorder();
    await build({ dir }, out);
    expect(out.lines).toContain('› publint');
    expect(out.lines.at(-1)).toBe('✔ Built and checked.');
  });

  it('fails on what publint finds, saying what', { timeout: 120_000 }, async () => {
    // The export names a file the build does not make.
    const dir = await packageDir({ type: 'module', exports: { '.': './dist/main.js' }, files: ['dist'] });
    const out = recorder();
    await expect(build({ dir }, out)).rejects.toThrow(
      new CliError('The built package has 1 problem (publint).'),
    );
    expect(out.lines.join('\n')).toMatch(/error: .*dist\/main\.js/);
  });
});
