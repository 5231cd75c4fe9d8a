import { Button, Input } from '@storeroom/ui';
import { Suspense, lazy, useState } from 'react';
import type { FormEvent } from 'react';
import type { FilterOperator } from '../client/types';
import { OPERATOR_LABELS, operatorsFor } from './filters';
import type { FilterCondition, GridFilterField } from './filters';

const loadDateInput = () => import('./date-filter-input');
// Loaded when the builder is first used (a pointer over it, the focus in it) or shows a date row.
const DateInput = lazy(() => loadDateInput().then((m) => ({ default: m.DateInput })));

export interface FilterBuilderProps {
  fields: readonly GridFilterField[];
  /** The applied conditions (from the URL). */
  value: readonly FilterCondition[];
  onApply: (conditions: FilterCondition[]) => void;
}

/**
 * Filter builder over declared fields with the spec's operators (= > < >= <= != contains
 * notcontains). Rows are edited locally and applied together.
 */
export function FilterBuilder({ fields, value, onApply }: FilterBuilderProps) {
  // Local draft of the rows; the parent remounts the builder (key) when the applied filter
  // changes elsewhere (a saved view, the back button).
  const [rows, setRows] = useState<FilterCondition[]>(() => [...value]);

  const first = fields[0];
  const hasDate = fields.some((f) => f.type === 'date');
  const add = () => {
    if (!first) return;
    setRows((r) => [...r, { field: first.name, operator: operatorsFor(first)[0]!, value: '' }]);
  };
  const change = (index: number, patch: Partial<FilterCondition>) =>
    setRows((r) =>
      r.map((row, i) => {
        if (i !== index) return row;
        const next = { ...row, ...patch };
        if (patch.field) {
          const ops = operatorsFor(fields.find((f) => f.name === patch.field));
          if (!ops.includes(next.operator)) next.operator = ops[0]!;
          next.value = '';
        }
        return next;
      }),
    );
  const remove = (index: number) => setRows((r) => r.filter((_, i) => i !== index));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(rows);
  };

  return (
    <form
      className="sr-grid-panel__filters"
      aria-label="Filters"
      onSubmit={submit}
      onPointerEnter={hasDate ? () => void loadDateInput() : undefined}
      onFocus={hasDate ? () => void loadDateInput() : undefined}
    >
      {rows.map((row, index) => {
        const field = fields.find((f) => f.name === row.field);
        const n = index + 1;
        return (
          <fieldset key={index} className="sr-grid-panel__condition">
            <legend className="sr-grid-panel__sr-only">{`Filter ${n}`}</legend>
            <select
              aria-label={`Field ${n}`}
              className="sr-grid-panel__select"
              value={row.field}
              onChange={(e) => change(index, { field: e.target.value })}
            >
              {fields.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.label}
                </option>
              ))}
            </select>
            <select
              aria-label={`Operator ${n}`}
              className="sr-grid-panel__select"
              value={row.operator}
              onChange={(e) => change(index, { operator: e.target.value as FilterOperator })}
            >
              {operatorsFor(field).map((op) => (
                <option key={op} value={op}>
                  {OPERATOR_LABELS[op]}
                </option>
              ))}
            </select>
            {field?.type === 'select' || field?.type === 'boolean' ? (
              <select
                aria-label={`Value ${n}`}
                className="sr-grid-panel__select"
                value={row.value}
                onChange={(e) => change(index, { value: e.target.value })}
              >
                <option value="">Any</option>
                {(field.type === 'boolean'
                  ? [
                      { value: 'true', label: 'Yes' },
                      { value: 'false', label: 'No' },
                    ]
                  : (field.options ?? [])
                ).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : field?.type === 'date' ? (
              // Typed as MM/DD/YYYY or picked from the calendar; the value stays `yyyy-MM-dd`.
              <Suspense fallback={null}>
                <DateInput
                  aria-label={`Value ${n}`}
                  value={row.value}
                  onValueChange={(next) => change(index, { value: next })}
                />
              </Suspense>
            ) : (
              <Input
                aria-label={`Value ${n}`}
                type={field?.type === 'number' || field?.type === 'money' ? 'number' : 'text'}
                step={field?.type === 'money' ? 'any' : undefined}
                value={row.value}
                onChange={(e) => change(index, { value: e.target.value })}
              />
            )}
            <Button variant="ghost" aria-label={`Remove filter ${n}`} onClick={() => remove(index)}>
              ✕
            </Button>
          </fieldset>
        );
      })}
      <div className="sr-grid-panel__filter-actions">
        <Button onClick={add} disabled={!first}>
          Add filter
        </Button>
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        {value.length > 0 ? (
          <Button
            variant="ghost"
            onClick={() => {
              setRows([]);
              onApply([]);
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
