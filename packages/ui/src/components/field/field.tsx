import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

interface FieldContextValue {
  id: string;
  hintId?: string;
  errorId?: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

export interface FieldProps {
  /** The visible label; also the control's accessible name. */
  label: ReactNode;
  /** Help text under the control (linked with aria-describedby). */
  hint?: ReactNode;
  /** Validation message; marks the control aria-invalid and is announced. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Id for the control; generated when absent. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled form row. Controls inside (Input, Textarea, NumberInput, Select, ...) pick up
 * the id, description and invalid state from it, so a label, hint and error are wired for
 * screen readers without passing ids by hand.
 *
 * @example <Field label="Email" error={errors.email}><EmailInput /></Field>
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `sr-field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <FieldContext.Provider
      value={{ id: controlId, hintId, errorId, invalid: Boolean(error), required, disabled }}
    >
      <div
        className={cx('sr-field', className)}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <label className="sr-field__label" htmlFor={controlId}>
          {label}
          {required ? (
            <span className="sr-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {children}
        {hint ? (
          <div className="sr-field__hint" id={hintId}>
            {hint}
          </div>
        ) : null}
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    </FieldContext.Provider>
  );
}

export interface FieldErrorProps {
  /** The id the control names in its `aria-describedby`. */
  id?: string;
  className?: string;
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
}

/**
 * A validation message under a control, announced when it appears (`role="alert"`). Field
 * renders its own; a control that checks its own input (a malformed date, e-mail or colour)
 * or a form part outside a Field renders one and names its id in `aria-describedby`.
 *
 * @example <FieldError id="access-error">{errors.access?.message}</FieldError>
 */
export function FieldError({ id, className, children }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div className={cx('sr-field__error', className)} id={id} role="alert">
      {children}
    </div>
  );
}

/** The ids of the elements that describe a control, space-separated, or undefined for none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The props every custom form control takes: its wiring to a Field, its name and its class. */
export interface ControlProps {
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Shows the control as invalid (inside a Field with an error it is). */
  invalid?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

/** Props a control merges from the enclosing Field (its own props win). */
export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
  disabled?: boolean;
}

/** For controls: the id, describedby, invalid, required and disabled of the enclosing Field. */
export function useFieldControl<T extends FieldControlProps>(props: T): T {
  const field = useContext(FieldContext);
  if (!field) return props;
  // Composite controls pass merged props down to inner controls: keep each id once.
  const ids = [props['aria-describedby'], field.errorId, field.hintId].flatMap((v) =>
    v ? v.split(' ') : [],
  );
  const describedBy = [...new Set(ids)].join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}

/** The enclosing Field's state, for composite controls that label inner parts. */
export function useFieldContext(): FieldContextValue | null {
  return useContext(FieldContext);
}
