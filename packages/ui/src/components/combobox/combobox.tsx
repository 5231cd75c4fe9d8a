import { forwardRef, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable';
import { useFieldControl } from '../field/field';
import type { ControlProps } from '../field/field';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Extra line under the label (e.g. SKU, email). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface ComboboxProps extends ControlProps {
  options: ComboboxOption[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Called as the user types; use it to load options from a server (debounce there). */
  onInputChange?: (text: string) => void;
  /**
   * Filters options by the typed text (case-insensitive "contains" on the label by default).
   * Pass `false` when the options already come filtered from a server.
   */
  filter?: ((option: ComboboxOption, text: string) => boolean) | false;
  placeholder?: string;
  /** Shown when no option matches. */
  emptyText?: string;
  loading?: boolean;
}

const defaultFilter = (option: ComboboxOption, text: string) =>
  option.label.toLowerCase().includes(text.trim().toLowerCase());

/**
 * A text box with a filtered list of suggestions (ARIA combobox pattern): type to filter,
 * arrows to move, Enter to choose, Escape to close.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    options,
    value,
    defaultValue = null,
    onValueChange,
    onInputChange,
    filter = defaultFilter,
    placeholder,
    emptyText = 'No matches',
    loading = false,
    invalid,
    name,
    className,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const control = useFieldControl({ ...rest, 'aria-invalid': invalid || undefined });
  const [selected, setSelected] = useControllableState<string | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const selectedLabel = options.find((o) => o.value === selected)?.label ?? selected ?? '';
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `sr-combobox-${useId()}`;

  const shown = useMemo(
    () => (filter && text ? options.filter((o) => filter(o, text)) : options),
    [filter, options, text],
  );
  const enabled = shown.filter((o) => !o.disabled);
  const activeOption = open ? enabled[Math.min(active, enabled.length - 1)] : undefined;

  const choose = (option: ComboboxOption) => {
    setSelected(option.value);
    setText(null);
    setOpen(false);
  };

  return (
    <div className={cx('sr-combobox', className)} data-state={open ? 'open' : 'closed'}>
      <div className="sr-input-group" data-invalid={control['aria-invalid'] ? '' : undefined}>
        <input
          ref={ref}
          className="sr-input"
          role="combobox"
          aria-label={ariaLabel}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          name={name}
          {...control}
          value={text ?? selectedLabel}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            onInputChange?.(event.target.value);
          }}
          onFocus={() => setText(null)}
          onBlur={() => {
            setOpen(false);
            // Typed text that chose nothing is dropped: the value is only ever an option.
            setText(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              if (!open) setOpen(true);
              else setActive((i) => Math.min(i + 1, enabled.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (event.key === 'Enter' && open && activeOption) {
              event.preventDefault();
              choose(activeOption);
            } else if (event.key === 'Escape' && open) {
              event.preventDefault();
              setOpen(false);
              setText(null);
            }
          }}
        />
        <span className="sr-input-group__affix" aria-hidden="true">
          <ChevronDown size={14} />
        </span>
      </div>
      <ul id={listId} role="listbox" className="sr-listbox" hidden={!open} aria-label={ariaLabel}>
        {open && loading ? (
          <li className="sr-listbox__empty" role="presentation">
            Loading…
          </li>
        ) : null}
        {open && !loading && shown.length === 0 ? (
          <li className="sr-listbox__empty" role="presentation">
            {emptyText}
          </li>
        ) : null}
        {open
          ? shown.map((option) => (
              // Keyboard users choose through the input (aria-activedescendant), the ARIA combobox pattern.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={`${listId}-${option.value}`}
                role="option"
                className="sr-listbox__option"
                aria-selected={option.value === selected}
                aria-disabled={option.disabled || undefined}
                data-active={option === activeOption ? '' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  if (!option.disabled) choose(option);
                }}
              >
                <span>{option.label}</span>
                {option.description ? (
                  <span className="sr-listbox__description">{option.description}</span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
});
