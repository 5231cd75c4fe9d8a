export { CodeEditor } from './code-editor';
export type { CodeEditorProps } from './code-editor';
export {
  CODE_EDITOR_TAB_SIZE,
  CODE_LANGUAGES,
  TWIG_AUTOSAVE_MS,
  TWIG_EDITOR_MIN_HEIGHT,
  languageOfFile,
} from './languages';
export type { CodeLanguage } from './languages';
