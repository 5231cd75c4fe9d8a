import type { Editor } from '@tiptap/react';
import { ImagePlus, Link2 } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Popover } from '../popover/popover';

/** Addresses a link may take: web, mail, or a path inside the store. */
const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+@\S+|\/\S*)$/i;
/** Addresses an image may take: web or a path inside the store (uploads). */
const IMAGE_PATTERN = /^(https?:\/\/\S+|\/\S*)$/i;

export const RICH_TEXT_MESSAGES = {
  badLink: 'Enter an address starting with http://, https://, mailto: or /.',
  badImage: 'Enter an image address starting with http://, https:// or /.',
} as const;

function ToolPopover({
  label,
  icon,
  active,
  disabled,
  open,
  onOpenChange,
  children,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="sr-rich-text__tool"
          aria-label={label}
          title={label}
          aria-pressed={active}
          disabled={disabled}
          // Keep the editor's selection while the tool opens.
          onMouseDown={(event) => event.preventDefault()}
        >
          {icon}
        </button>
      </Popover.Trigger>
      <Popover.Content aria-label={label} className="sr-rich-text__popover">
        {children}
      </Popover.Content>
    </Popover.Root>
  );
}

/**
 * The address a tool's form was submitted with, trimmed, or null after showing `message`
 * when it does not match `pattern`. Keeps the submit inside the popover (not the page's form).
 */
function checkedAddress(
  event: FormEvent,
  raw: string,
  pattern: RegExp,
  message: string,
  setError: (error: string | null) => void,
): string | null {
  event.preventDefault();
  event.stopPropagation();
  const value = raw.trim();
  if (pattern.test(value)) return value;
  setError(message);
  return null;
}

/** The address field of an insert form, with its error under it. */
function AddressField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      <Input value={value} placeholder="https://" onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** Adds, changes or removes the link on the selection (`https://`, `mailto:` or a store path). */
export function LinkTool({ editor, disabled }: { editor: Editor | null; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  const active = editor?.isActive('link') ?? false;

  const onOpenChange = (next: boolean) => {
    if (next) {
      setHref((editor?.getAttributes('link').href as string | undefined) ?? '');
      setError(null);
    }
    setOpen(next);
  };
  const apply = (event: FormEvent) => {
    const value = checkedAddress(event, href, LINK_PATTERN, RICH_TEXT_MESSAGES.badLink, setError);
    if (value === null || !editor) return;
    if (editor.state.selection.empty && !active) {
      // Nothing selected: insert the address itself as the link's text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    }
    setOpen(false);
  };
  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <ToolPopover
      label="Link"
      icon={<Link2 size={14} aria-hidden="true" />}
      active={active}
      disabled={disabled}
      open={open}
      onOpenChange={onOpenChange}
    >
      <form className="sr-rich-text__insert" onSubmit={apply} noValidate aria-label="Link">
        <AddressField label="Link address" value={href} error={error} onChange={setHref} />
        <div className="sr-rich-text__insert-actions">
          <Button type="submit" variant="primary">
            Apply
          </Button>
          {active ? (
            <Button type="button" onClick={remove}>
              Remove link
            </Button>
          ) : null}
        </div>
      </form>
    </ToolPopover>
  );
}

/** Inserts an image by address (an uploaded file's `/uploads/...` path or a web address), with alternative text. */
export function ImageTool({ editor, disabled }: { editor: Editor | null; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setSrc('');
      setAlt('');
      setError(null);
    }
    setOpen(next);
  };
  const insert = (event: FormEvent) => {
    const value = checkedAddress(event, src, IMAGE_PATTERN, RICH_TEXT_MESSAGES.badImage, setError);
    if (value === null) return;
    editor?.chain().focus().setImage({ src: value, alt: alt.trim() }).run();
    setOpen(false);
  };

  return (
    <ToolPopover
      label="Image"
      icon={<ImagePlus size={14} aria-hidden="true" />}
      disabled={disabled}
      open={open}
      onOpenChange={onOpenChange}
    >
      <form className="sr-rich-text__insert" onSubmit={insert} noValidate aria-label="Image">
        <AddressField label="Image address" value={src} error={error} onChange={setSrc} />
        <Field label="Alternative text">
          <Input value={alt} onChange={(event) => setAlt(event.target.value)} />
        </Field>
        <div className="sr-rich-text__insert-actions">
          <Button type="submit" variant="primary">
            Insert image
          </Button>
        </div>
      </form>
    </ToolPopover>
  );
}
