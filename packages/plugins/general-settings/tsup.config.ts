import { definePackageConfig } from '@storeroom/build-config/tsup';

export default definePackageConfig({
  entry: {
    index: 'src/index.ts',
    contract: 'src/contract/index.ts',
    client: 'src/client.ts',
    server: 'src/server/plugin.ts',
  },
  platform: 'neutral',
});
