/**
 * `@storeroom/ui/rich-text`: the tiptap rich text editor and the HTML sanitizer, kept out of
 * the main entry so the shell's first load does not carry them.
 */
export { RICH_TEXT_MESSAGES, RichTextEditor, sanitizeHtml } from './components/rich-text-editor';
export type { RichTextEditorProps } from './components/rich-text-editor';
