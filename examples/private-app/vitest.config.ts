import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@storeroom/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@storeroom/source', ...defaultServerConditions] } },
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60000, hookTimeout: 120000 },
});
