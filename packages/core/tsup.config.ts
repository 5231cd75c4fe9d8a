import { definePackageConfig } from '@storeroom/build-config/tsup';

export default definePackageConfig({
  entry: {
    index: 'src/index.ts',
    'client/index': 'src/client/index.ts',
    'access/index': 'src/access/index.ts',
    'contract/index': 'src/contract/index.ts',
    'format/index': 'src/format/index.ts',
    'regions/index': 'src/regions/index.ts',
    'testing/index': 'src/testing/index.tsx',
    styles: 'src/styles/core.css',
  },
  platform: 'neutral',
});
