import { definePackageConfig } from '@storeroom/build-config/tsup';

export default definePackageConfig({
  entry: { index: 'src/index.ts', bin: 'src/bin.ts', 'dev/api-server': 'src/dev/api-server.ts' },
  platform: 'node',
});
