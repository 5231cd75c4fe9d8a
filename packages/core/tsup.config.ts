import { definePackageConfig } from '@storeroom/build-config/tsup';

export default definePackageConfig({
  entry: {
    index: 'src/index.ts',
    'client/index': 'src/client/index.ts',
    'access/index': 'src/access/index.ts',
  },
  platform: 'neutral',
});
