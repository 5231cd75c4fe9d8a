import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Node's own conditions: the bundlers' `module` would pick ES builds Node cannot load (the
// AWS SDK's `dist-es`, with extensionless imports).
const nodeConditions = defaultServerConditions.filter((condition) => condition !== 'module');

export default defineConfig({
  resolve: { conditions: ['@storeroom/source', ...nodeConditions] },
  ssr: { resolve: { conditions: ['@storeroom/source', ...nodeConditions] } },
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60000, hookTimeout: 120000 },
});
