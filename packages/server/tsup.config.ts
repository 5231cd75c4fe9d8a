import { definePackageConfig } from '@storeroom/build-config/tsup';

export default definePackageConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing.ts', drizzle: 'src/drizzle.ts' },
  platform: 'node',
});
