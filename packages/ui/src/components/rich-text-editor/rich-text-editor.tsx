import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { ChainedCommands } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Bold, Heading2, Italic, List, ListOrdered, Quote, Redo2, Strikethrough, Undo2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useFieldContext } from '../field/field';
import { ImageTool, LinkTool } from './insert-tools';
import { sanitizeHtml } from './sanitize';

export interface RichTextEditorProps {
  /** HTML. A new value from outside replaces the document (after sanitizing). */
  value?: string;
  defaultValue?: string;
  /** Called with sanitized HTML on every change ('' when the document is empty). */
  onValueChange?: (html: string) => void;
  placeholder?: string;
  readOnly?: boolean;
  /** Minimum height of the editing area in px (default 160). */
  minHeight?: number;
  /** Accessible name of the editing area. */
  'aria-label'?: string;
  className?: string;
}

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="sr-rich-text__tool"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the selection in the editor while clicking a tool.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

/** The toolbar's formatting toggles, in order: each turns a mark or node on and off. */
const FORMAT_TOOLS: readonly {
  label: string;
  Icon: LucideIcon;
  /** The mark or node (with its attributes) the selection is in while the tool shows pressed. */
  type: string;
  attributes?: Record<string, unknown>;
  toggle: (chain: ChainedCommands) => ChainedCommands;
}[] = [
  { label: 'Bold', Icon: Bold, type: 'bold', toggle: (c) => c.toggleBold() },
  { label: 'Italic', Icon: Italic, type: 'italic', toggle: (c) => c.toggleItalic() },
  { label: 'Strikethrough', Icon: Strikethrough, type: 'strike', toggle: (c) => c.toggleStrike() },
  {
    label: 'Heading',
    Icon: Heading2,
    type: 'heading',
    attributes: { level: 2 },
    toggle: (c) => c.toggleHeading({ level: 2 }),
  },
  { label: 'Bulleted list', Icon: List, type: 'bulletList', toggle: (c) => c.toggleBulletList() },
  { label: 'Numbered list', Icon: ListOrdered, type: 'orderedList', toggle: (c) => c.toggleOrderedList() },
  { label: 'Quote', Icon: Quote, type: 'blockquote', toggle: (c) => c.toggleBlockquote() },
];

/**
 * A rich text editor (tiptap / ProseMirror) with a formatting toolbar: bold, italic, strike,
 * heading, lists, quote, link, image (by address, with alternative text), undo/redo. Output is
 * sanitized HTML (DOMPurify).
 */
export function RichTextEditor({
  value,
  defaultValue = '',
  onValueChange,
  placeholder,
  readOnly = false,
  minHeight = 160,
  'aria-label': ariaLabel,
  className,
}: RichTextEditorProps) {
  const field = useFieldContext();
  const onChangeRef = useRef(onValueChange);
  useEffect(() => {
    onChangeRef.current = onValueChange;
  }, [onValueChange]);
  const describedBy = [field?.errorId, field?.hintId].filter(Boolean).join(' ');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer' } },
      }),
      Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
    ],
    content: sanitizeHtml(value ?? defaultValue),
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'sr-rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel ?? 'Rich text',
        ...(field?.id ? { id: field.id } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(field?.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      onChangeRef.current?.(e.isEmpty ? '' : sanitizeHtml(e.getHTML()));
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      /** Per formatting tool: whether the selection has its format. */
      active: FORMAT_TOOLS.map((tool) => e?.isActive(tool.type, tool.attributes) ?? false),
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
      empty: e?.isEmpty ?? true,
    }),
  });

  // A value changed from outside replaces the document (without echoing onValueChange).
  useEffect(() => {
    if (!editor || value === undefined) return;
    const current = editor.isEmpty ? '' : sanitizeHtml(editor.getHTML());
    if (sanitizeHtml(value) !== current)
      editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  const chain = () => editor!.chain().focus();
  const off = readOnly || !editor;

  return (
    <div
      className={cx('sr-rich-text', className)}
      data-readonly={readOnly ? '' : undefined}
      data-invalid={field?.invalid ? '' : undefined}
      data-empty={state?.empty ? '' : undefined}
    >
      <div className="sr-rich-text__toolbar" role="toolbar" aria-label="Formatting">
        {FORMAT_TOOLS.map(({ label, Icon, toggle }, index) => (
          <ToolButton
            key={label}
            label={label}
            icon={<Icon size={14} aria-hidden="true" />}
            active={state?.active[index]}
            disabled={off}
            onClick={() => toggle(chain()).run()}
          />
        ))}
        <LinkTool editor={editor} disabled={off} />
        <ImageTool editor={editor} disabled={off} />
        <ToolButton
          label="Undo"
          icon={<Undo2 size={14} aria-hidden="true" />}
          disabled={off || !state?.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          label="Redo"
          icon={<Redo2 size={14} aria-hidden="true" />}
          disabled={off || !state?.canRedo}
          onClick={() => chain().redo().run()}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
