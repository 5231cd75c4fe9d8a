/**
 * Version ranges written into generated projects for third-party dependencies. Keep them in
 * step with the workspace (they are the versions Storeroom is tested with on Node 20).
 */
export const VERSIONS = {
  react: '^19.3.1',
  zod: '^4.6.7',
  reactRouter: '^7.18.5',
  reactQuery: '^5.108.0',
  eslint: '^9.39.5',
  typescriptEslint: '^8.73.0',
  eslintPluginReactHooks: '^7.1.1',
  globals: '^16.0.0',
  typescript: '~5.9.3',
  vitest: '^4.1.12',
  jsdom: '29.1.1',
  vitePluginReact: '^6.3.0',
  vite: '^8.3.8',
  testingLibraryReact: '^16.3.0',
  testingLibraryDom: '^10.4.0',
  testingLibraryUserEvent: '^14.6.0',
  testingLibraryJestDom: '^6.6.0',
  typesReact: '^19.2.0',
  typesReactDom: '^19.2.0',
  typesNode: '^20.19.0',
  tsup: '^8.5.0',
  publint: '^0.3.25',
  storybookReactVite: '^10.6.6',
  tsx: '^4.20.0',
  papaparse: '^5.5.3',
  typesPapaparse: '^5.5.2',
} as const;
