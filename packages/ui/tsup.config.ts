import { definePackageConfig } from '@storeroom/build-config/tsup';

export default definePackageConfig({
  entry: {
    index: 'src/index.ts',
    // Heavy editors and charts are their own entries (subpath exports), so the shell's first
    // load does not carry CodeMirror, tiptap or recharts.
    'code-editor': 'src/code-editor.ts',
    'rich-text': 'src/rich-text.ts',
    charts: 'src/charts.ts',
    styles: 'src/styles/index.css',
  },
  platform: 'browser',
});
