import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../lib/errors';
import { recorder } from '../lib/output';
import { doctor } from './doctor';

async function pluginDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sr-doctor-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

const good = {
  'package.json': JSON.stringify({
    name: '@storeroom/plugin-gift-wrap',
    exports: { '.': {}, './client': {}, './server': {} },
  }),
  'src/index.ts': "export { giftWrapPlugin } from './admin/plugin';\n",
  'src/schema.ts': "import { z } from 'zod';\nexport const s = z.string();\n",
  'src/client.ts': "import type { HttpClient } from '@storeroom/core/client';\nexport type C = HttpClient;\n",
  'src/admin/plugin.ts':
    "export const giftWrapPlugin = { routes: [{ lazy: () => import('./routes/gift-wrap-list') }] };\n",
  'src/admin/routes/gift-wrap-list/index.ts': 'export {};\n',
  'src/admin/routes/gift-wrap-list/gift-wrap-list.stories.tsx': 'export default {};\n',
  'src/server/plugin.ts': 'export {};\n',
};

describe('storeroom doctor', () => {
  it('passes a plugin that follows the contract', async () => {
    const out = recorder();
    expect(await doctor({ dir: await pluginDir(good), manifest: false }, out)).toEqual([]);
    expect(out.lines).toEqual(['✔ The plugin follows the contract.']);
  });

  it('reports each broken rule with a fix, and fails', async () => {
    const broken = await pluginDir({
      ...Object.fromEntries(Object.entries(good).filter(([p]) => !p.endsWith('.stories.tsx'))),
      'package.json': JSON.stringify({ name: '@storeroom/plugin-gift-wrap', exports: { '.': {} } }),
      'src/client.ts': "import { useState } from 'react';\nexport const x = useState;\n",
      'src/admin/plugin.ts':
        "import { Page } from './routes/gift-wrap-list';\nimport { ordersApi } from '@storeroom/plugin-orders';\nexport const p = [Page, ordersApi];\n",
    });
    const out = recorder();
    await expect(doctor({ dir: broken, manifest: false }, out)).rejects.toThrow(CliError);
    const text = out.lines.join('\n');
    expect(text).toContain('[exports] package.json "exports" has no "./client" entry.');
    expect(text).toContain('[exports] package.json "exports" has no "./server" entry.');
    expect(text).toContain('[no-plugin-imports] src/admin/plugin.ts imports @storeroom/plugin-orders');
    expect(text).toContain('[client-no-react] src/client.ts imports react');
    expect(text).toContain('[lazy-routes] src/admin/plugin.ts imports ./routes/gift-wrap-list eagerly');
    expect(text).toContain('[stories] Screen src/admin/routes/gift-wrap-list has no stories.');
    expect(text).toContain('fix: Reach the other plugin through an API ref');
  });

  it('says so when the folder is not a package', async () => {
    const out = recorder();
    await expect(doctor({ dir: await mkdtemp(join(tmpdir(), 'sr-empty-')) }, out)).rejects.toThrow(
      '1 problem found.',
    );
    expect(out.lines[0]).toContain('No package.json here');
  });
});
