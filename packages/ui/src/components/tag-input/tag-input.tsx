import { forwardRef, useId, useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable';
import { FieldError, describedBy, useFieldControl } from '../field/field';
import type { ControlProps } from '../field/field';

export interface TagOption {
  value: string;
  label: string;
}

export interface TagInputProps extends Omit<ControlProps, 'name' | 'required'> {
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Suggestions shown while typing (and the only choices when `allowCustom` is false). */
  options?: TagOption[];
  /** Whether typed text that is not an option may become a tag (default true). */
  allowCustom?: boolean;
  /** Cleans typed text before it becomes a tag (e.g. lower-case an email). */
  normalize?: (text: string) => string;
  /** Returns an error message for a tag that may not be added, or null. */
  validate?: (tag: string) => string | null;
  /** Characters that end a tag besides Enter (default comma). Pasted text is split on them too. */
  separators?: string[];
  maxTags?: number;
  placeholder?: string;
}

function splitOn(text: string, separators: string[]): string[] {
  let parts = [text];
  for (const sep of separators) parts = parts.flatMap((p) => p.split(sep));
  return parts;
}

/**
 * Free tags or a multi-select: each value is a removable chip; Enter or a comma adds the
 * typed text, Backspace in the empty box removes the last chip. Duplicates and values that
 * fail `validate` are refused with a message and change nothing.
 */
export const TagInput = forwardRef<HTMLInputElement, TagInputProps>(function TagInput(
  {
    value,
    defaultValue = [],
    onValueChange,
    options,
    allowCustom = true,
    normalize = (t) => t.trim(),
    validate,
    separators = [','],
    maxTags,
    placeholder,
    invalid,
    className,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const [tags, setTags] = useControllableState<string[]>({ value, defaultValue, onChange: onValueChange });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const base = `sr-tags-${useId()}`;
  const control = useFieldControl({
    ...rest,
    'aria-invalid': invalid || Boolean(error) || undefined,
    'aria-describedby': describedBy(rest['aria-describedby'], Boolean(error) && `${base}-error`),
  });
  const labelOf = (tag: string) => options?.find((o) => o.value === tag)?.label ?? tag;

  const suggestions = useMemo(() => {
    if (!options) return [];
    const needle = text.trim().toLowerCase();
    return options.filter(
      (o) => !tags.includes(o.value) && (!needle || o.label.toLowerCase().includes(needle)),
    );
  }, [options, tags, text]);
  const listOpen = open && suggestions.length > 0;
  const activeOption = listOpen ? suggestions[Math.min(active, suggestions.length - 1)] : undefined;

  /** Adds the given raw texts; returns whether anything was refused. */
  const add = (raws: string[]) => {
    const next = [...tags];
    let refused: string | null = null;
    for (const raw of raws) {
      const tag = normalize(raw);
      if (!tag) continue;
      const option = options?.find((o) => o.value === tag || o.label.toLowerCase() === tag.toLowerCase());
      const valueToAdd = option?.value ?? tag;
      if (!option && !allowCustom) refused = `"${tag}" is not one of the choices.`;
      else if (next.includes(valueToAdd)) refused = `"${labelOf(valueToAdd)}" is already added.`;
      else if (maxTags !== undefined && next.length >= maxTags)
        refused = `No more than ${maxTags} values can be added.`;
      else {
        const message = validate?.(valueToAdd) ?? null;
        if (message) refused = message;
        else next.push(valueToAdd);
      }
    }
    setError(refused);
    if (next.length !== tags.length) setTags(next);
    if (!refused) setText('');
  };

  const remove = (tag: string) => {
    setTags(tags.filter((t) => t !== tag));
    setError(null);
  };

  return (
    <div className={cx('sr-tag-input', className)} data-disabled={control.disabled ? '' : undefined}>
      <div className="sr-tag-input__box" data-invalid={control['aria-invalid'] ? '' : undefined}>
        <ul
          className="sr-tag-input__tags"
          aria-label={ariaLabel ? `${ariaLabel}: selected` : 'Selected values'}
        >
          {tags.map((tag) => (
            <li key={tag} className="sr-tag">
              <span>{labelOf(tag)}</span>
              <button
                type="button"
                className="sr-tag__remove"
                aria-label={`Remove ${labelOf(tag)}`}
                disabled={control.disabled}
                onClick={() => remove(tag)}
              >
                <X size={12} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={ref}
          className="sr-tag-input__input"
          role={options ? 'combobox' : undefined}
          aria-label={ariaLabel}
          aria-expanded={options ? listOpen : undefined}
          aria-controls={options ? `${base}-list` : undefined}
          aria-autocomplete={options ? 'list' : undefined}
          aria-activedescendant={activeOption ? `${base}-opt-${activeOption.value}` : undefined}
          autoComplete="off"
          placeholder={tags.length ? undefined : placeholder}
          {...control}
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            if (separators.some((s) => typed.includes(s))) {
              const parts = splitOn(typed, separators);
              const rest = parts.pop() ?? '';
              add(parts);
              setText(rest);
            } else {
              setText(typed);
              setError(null);
            }
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            if (text.trim() && allowCustom) add([text]);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (activeOption) add([activeOption.value]);
              else add([text]);
            } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
              remove(tags[tags.length - 1]!);
            } else if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setActive((i) => Math.min(i + 1, suggestions.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (event.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
      </div>
      {options ? (
        <ul
          id={`${base}-list`}
          role="listbox"
          className="sr-listbox"
          hidden={!listOpen}
          aria-label={ariaLabel}
        >
          {listOpen
            ? suggestions.map((option) => (
                // Keyboard users choose through the input (aria-activedescendant), the ARIA combobox pattern.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={option.value}
                  id={`${base}-opt-${option.value}`}
                  role="option"
                  aria-selected={false}
                  className="sr-listbox__option"
                  data-active={option === activeOption ? '' : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => add([option.value])}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
      ) : null}
      <FieldError id={`${base}-error`}>{error}</FieldError>
    </div>
  );
});

export interface MultiSelectProps extends Omit<TagInputProps, 'allowCustom' | 'options'> {
  options: TagOption[];
}

/** Several choices from a fixed list, shown as chips (a TagInput without free text). */
export const MultiSelect = forwardRef<HTMLInputElement, MultiSelectProps>(function MultiSelect(props, ref) {
  return <TagInput ref={ref} {...props} allowCustom={false} />;
});
