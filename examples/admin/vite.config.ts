import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { storeroomPluginsVite } from './plugin-list';

const apiPort = Number(process.env.API_PORT ?? 4001);

export default defineConfig({
  // `virtual:storeroom-plugins`: the plugin list of package.json (`storeroom.plugins`).
  plugins: [react(), storeroomPluginsVite()],
  // Resolve workspace packages to their source: no prebuild needed in the repo.
  resolve: { conditions: ['@storeroom/source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 4000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist/admin', emptyOutDir: true, sourcemap: true },
});
