import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
// The repo's real config, so these tests prove the rules fire in `pnpm lint` (and so in npm test).
const eslint = new ESLint({ cwd: root });

async function messagesFor(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('house lint rules', () => {
  it('fails when a plugin imports another plugin', async () => {
    const messages = await messagesFor(
      'packages/plugins/orders/src/admin/plugin.ts',
      "import { productsApi } from '@storeroom/plugin-products';\nexport const x = productsApi;\n",
    );
    expect(messages).toEqual([
      expect.stringContaining(
        'storeroom/dependency-direction: Plugins never import each other: plugin "orders" imports @storeroom/plugin-products',
      ),
    ]);
  });

  it('lets a plugin import another plugin’s ./contract and nothing else of it', async () => {
    expect(
      await messagesFor(
        'packages/plugins/orders/src/server/bulk.ts',
        "import { CSV_TEMPLATES } from '@storeroom/plugin-csv-templates/contract';\nexport const x = CSV_TEMPLATES;\n",
      ),
    ).toEqual([]);
    expect(
      await messagesFor(
        'packages/plugins/orders/src/server/bulk.ts',
        "import { x } from '@storeroom/plugin-csv-templates/client';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringContaining('Import its ./contract')]);
  });

  it('lets a plugin import itself, core and ui', async () => {
    const messages = await messagesFor(
      'packages/plugins/orders/src/admin/plugin.ts',
      "import { a } from '@storeroom/plugin-orders/client';\nimport { b } from '@storeroom/core';\nimport { c } from '@storeroom/ui';\nexport const x = [a, b, c];\n",
    );
    expect(messages).toEqual([]);
  });

  it('keeps @storeroom/server out of a plugin admin side', async () => {
    const messages = await messagesFor(
      'packages/plugins/orders/src/admin/routes/list.tsx',
      "import { createServer } from '@storeroom/server';\nexport const x = createServer;\n",
    );
    expect(messages).toEqual([expect.stringContaining("Only a plugin's server entry")]);
    expect(
      await messagesFor(
        'packages/plugins/orders/src/server/plugin.ts',
        "import { createServer } from '@storeroom/server';\nexport const x = createServer;\n",
      ),
    ).toEqual([]);
    // Admin tests and the helpers they share run the real server in-process.
    for (const file of ['src/admin/list.test.tsx', 'src/admin/screens.test-support.tsx'])
      expect(
        await messagesFor(
          `packages/plugins/orders/${file}`,
          "import { createTestServer } from '@storeroom/server/testing';\nexport const x = createTestServer;\n",
        ),
      ).toEqual([]);
  });

  it('fails when ui imports core', async () => {
    const messages = await messagesFor(
      'packages/ui/src/components/button/button.tsx',
      "import { definePlugin } from '@storeroom/core';\nexport const x = definePlugin;\n",
    );
    expect(messages).toEqual([expect.stringContaining('@storeroom/ui imports nothing of ours')]);
  });

  it('fails when an import leaves its package by a relative path', async () => {
    const messages = await messagesFor(
      'packages/core/src/shell/header.tsx',
      "import { Button } from '../../../ui/src/components/button';\nexport const x = Button;\n",
    );
    expect(messages).toEqual([expect.stringContaining('storeroom/no-relative-escape')]);
    expect(
      await messagesFor(
        'packages/core/src/shell/header.tsx',
        "import { x } from '../client';\nexport const y = x;\n",
      ),
    ).toEqual([]);
  });

  it('lets the server use core non-React entry points only', async () => {
    expect(
      await messagesFor(
        'packages/server/src/app.ts',
        "import { x } from '@storeroom/core/client';\nexport const y = x;\n",
      ),
    ).toEqual([]);
    expect(
      await messagesFor(
        'packages/server/src/app.ts',
        "import { x } from '@storeroom/core';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringContaining('non-React entry points')]);
  });
});
