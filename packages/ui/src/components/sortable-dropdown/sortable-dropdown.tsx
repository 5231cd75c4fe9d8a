import { useId, useState } from 'react';
import { Settings2, X } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable';
import { Button } from '../button/button';
import { FieldError } from '../field/field';
import { Popover } from '../popover/popover';
import { Select } from '../select/select';
import { SortableList } from '../sortable-list/sortable-list';

/** Messages of the new-value rule (spec 4 §5: non-empty, not a duplicate). */
export const EMPTY_OPTION_MESSAGE = 'Value can not be empty.';
export const DUPLICATE_OPTION_MESSAGE = 'This value already exists.';

/** Checks a new option: non-empty after trimming and not already present (case-insensitive). */
export function validateNewOption(value: string, existing: string[]): string | null {
  const trimmed = value.trim();
  if (!trimmed) return EMPTY_OPTION_MESSAGE;
  if (existing.some((e) => e.trim().toLowerCase() === trimmed.toLowerCase())) return DUPLICATE_OPTION_MESSAGE;
  return null;
}

export interface SortableDropdownProps {
  /** The choices, in their order. */
  options?: string[];
  defaultOptions?: string[];
  onOptionsChange?: (options: string[]) => void;
  /** The chosen value. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the dropdown. */
  'aria-label'?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A dropdown whose list the user edits: add values (non-empty, not a duplicate — spec 4 §5),
 * remove them, and reorder them by dragging, in an "Edit options" popover.
 */
export function SortableDropdown({
  options,
  defaultOptions = [],
  onOptionsChange,
  value,
  defaultValue = '',
  onValueChange,
  'aria-label': ariaLabel,
  id,
  placeholder,
  disabled = false,
  className,
}: SortableDropdownProps) {
  const [list, setList] = useControllableState({
    value: options,
    defaultValue: defaultOptions,
    onChange: onOptionsChange,
  });
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const base = `sr-sdd-${useId()}`;

  const add = () => {
    const message = validateNewOption(draft, list);
    setError(message);
    if (message) return;
    setList([...list, draft.trim()]);
    setDraft('');
  };

  return (
    <div className={cx('sr-sortable-dropdown', className)}>
      <Select
        id={id}
        aria-label={ariaLabel}
        placeholder={placeholder}
        disabled={disabled}
        options={list.map((o) => ({ value: o, label: o }))}
        value={current}
        onValueChange={setCurrent}
      />
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button disabled={disabled} aria-label={`Edit options${ariaLabel ? ` of ${ariaLabel}` : ''}`}>
            <Settings2 size={14} aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Edit options" className="sr-sortable-dropdown__editor">
          <SortableList
            label="Options"
            items={list}
            getId={(o) => o}
            getLabel={(o) => o}
            showMoveButtons
            onReorder={setList}
            renderItem={(option) => (
              <span className="sr-sortable-dropdown__option">
                {option}
                <button
                  type="button"
                  className="sr-tag__remove"
                  aria-label={`Remove ${option}`}
                  onClick={() => {
                    setList(list.filter((o) => o !== option));
                    if (current === option) setCurrent('');
                  }}
                >
                  <X size={12} aria-hidden="true" />
                </button>
              </span>
            )}
          />
          <form
            className="sr-sortable-dropdown__add"
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <input
              className="sr-input"
              aria-label="New value"
              value={draft}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${base}-error` : undefined}
              data-invalid={error ? '' : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit">Add</Button>
          </form>
          <FieldError id={`${base}-error`}>{error}</FieldError>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
