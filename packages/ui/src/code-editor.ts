/**
 * `@storeroom/ui/code-editor`: the CodeMirror 6 code editor, kept out of the main entry so the
 * shell's first load does not carry it. Its styles are in `@storeroom/ui/styles.css`.
 */
export {
  CODE_EDITOR_TAB_SIZE,
  CODE_LANGUAGES,
  CodeEditor,
  TWIG_AUTOSAVE_MS,
  TWIG_EDITOR_MIN_HEIGHT,
  languageOfFile,
} from './components/code-editor';
export type { CodeEditorProps, CodeLanguage } from './components/code-editor';
