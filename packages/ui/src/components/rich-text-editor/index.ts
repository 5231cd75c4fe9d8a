export { RichTextEditor } from './rich-text-editor';
export type { RichTextEditorProps } from './rich-text-editor';
export { sanitizeHtml } from './sanitize';
export { RICH_TEXT_MESSAGES } from './insert-tools';
