import { definePackageConfig } from '@storeroom/build-config/tsup';

export default definePackageConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles/index.css' },
  platform: 'browser',
});
