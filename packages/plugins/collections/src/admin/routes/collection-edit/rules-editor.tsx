import { Button, Field, Inline, Input, RadioGroup, Select, Stack } from '@storeroom/ui';
import {
  RULE_FIELD_LABELS,
  RULE_FIELDS,
  RULE_OPERATOR_LABELS,
  RULES_MATCH_CONDITIONS,
  RULES_MATCH_LABELS,
  operatorsFor,
} from '../../../contract';
import type { CollectionRuleInput, RuleField, RuleOperator, RulesMatchCondition } from '../../../contract';

export interface RulesEditorProps {
  match: RulesMatchCondition;
  onMatchChange(match: RulesMatchCondition): void;
  rules: CollectionRuleInput[];
  onRulesChange(rules: CollectionRuleInput[]): void;
  /** Messages per rule and part, e.g. `{ '0.value': '...' }`, and `''` for the list itself. */
  errors?: Record<string, string | undefined>;
  readOnly?: boolean;
}

const fieldOptions = RULE_FIELDS.map((value) => ({ value, label: RULE_FIELD_LABELS[value] }));
const matchOptions = RULES_MATCH_CONDITIONS.map((value) => ({
  value,
  label: RULES_MATCH_LABELS[value],
}));

/** The conditions of a by-rules collection (spec 1 §4–5): match all or any, each field/operator/value. */
export function RulesEditor({
  match,
  onMatchChange,
  rules,
  onRulesChange,
  errors = {},
  readOnly,
}: RulesEditorProps) {
  const set = (index: number, patch: Partial<CollectionRuleInput>) =>
    onRulesChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  const setField = (index: number, field: RuleField) => {
    const allowed = operatorsFor(field);
    const current = rules[index]!.operator;
    set(index, { field, operator: allowed.includes(current) ? current : allowed[0]! });
  };
  return (
    <div className="sr-collection-rules">
      <RadioGroup
        label="Products must match"
        orientation="horizontal"
        options={matchOptions}
        value={match}
        onValueChange={(value) => onMatchChange(value as RulesMatchCondition)}
        disabled={readOnly}
      />
      {errors[''] ? (
        <p role="alert" className="sr-field__error">
          {errors['']}
        </p>
      ) : null}
      <Stack as="ol" gap={2} aria-label="Conditions">
        {rules.map((rule, index) => (
          <Inline as="li" key={index} gap={2} align="end" wrap>
            <Field label={`Condition ${index + 1} field`} error={errors[`${index}.field`]}>
              <Select
                options={fieldOptions}
                value={rule.field}
                onValueChange={(value) => setField(index, value as RuleField)}
                disabled={readOnly}
              />
            </Field>
            <Field label={`Condition ${index + 1} operator`} error={errors[`${index}.operator`]}>
              <Select
                options={operatorsFor(rule.field).map((value) => ({
                  value,
                  label: RULE_OPERATOR_LABELS[value],
                }))}
                value={rule.operator}
                onValueChange={(value) => set(index, { operator: value as RuleOperator })}
                disabled={readOnly}
              />
            </Field>
            <Field label={`Condition ${index + 1} value`} error={errors[`${index}.value`]}>
              <Input
                value={rule.value}
                inputMode={rule.field === 'price' ? 'decimal' : undefined}
                onChange={(e) => set(index, { value: e.target.value })}
                readOnly={readOnly}
              />
            </Field>
            {readOnly ? null : (
              <Button
                variant="ghost"
                aria-label={`Remove condition ${index + 1}`}
                onClick={() => onRulesChange(rules.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            )}
          </Inline>
        ))}
      </Stack>
      {readOnly ? null : (
        <Button
          onClick={() => onRulesChange([...rules, { field: 'title', operator: 'contains', value: '' }])}
        >
          Add condition
        </Button>
      )}
    </div>
  );
}
