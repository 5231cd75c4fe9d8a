import { Button, Card, Field, Inline, Input, RadioGroup, Select, Stack } from '@storeroom/ui';
import {
  MAX_TARGETING_RULES,
  TARGETING_CONDITION_LABELS,
  TARGETING_MATCHES,
  TARGETING_MATCH_LABELS,
  TARGETING_RULE_TYPES,
  TARGETING_RULE_TYPE_LABELS,
  conditionsOf,
} from '../../../contract';
import type { TargetingMatch, TargetingRule, TargetingRuleType, Upsell } from '../../../contract';

type Targeting = Upsell['targeting'];

export interface TargetingCardProps {
  value: Targeting;
  onChange: (next: Targeting) => void;
  readOnly: boolean;
  /** The form's error of a path under `targeting` (e.g. `rules.0.value`). */
  error: (path: string) => string | undefined;
}

const typeOptions = TARGETING_RULE_TYPES.map((value) => ({
  value,
  label: TARGETING_RULE_TYPE_LABELS[value],
}));
const matchOptions = TARGETING_MATCHES.map((value) => ({ value, label: TARGETING_MATCH_LABELS[value] }));

/** A new rule: the first type and its first condition. */
const NEW_RULE: TargetingRule = { type: 'product_title', condition: 'contains', value: '' };

/**
 * The campaign's targeting rules (spec 3 §3): each a type (product title, vendor, type, price,
 * tag, weight, variant title, collection title, order total), a condition of that type (text:
 * is exactly, starts with, ends with, contains, does not contain; number: equal, not equal,
 * greater than, less than) and a value; and whether one rule is enough or all must match.
 */
export function TargetingCard({ value, onChange, readOnly, error }: TargetingCardProps) {
  const setRule = (index: number, rule: TargetingRule) =>
    onChange({ ...value, rules: value.rules.map((r, i) => (i === index ? rule : r)) });
  return (
    <Card
      title="Targeting"
      headingLevel={2}
      description="Who sees the campaign, by what is in the cart. No rules: every buyer."
    >
      <Stack gap={2}>
        <RadioGroup
          label="Rules to match"
          orientation="horizontal"
          options={matchOptions}
          value={value.match}
          disabled={readOnly}
          onValueChange={(match) => onChange({ ...value, match: match as TargetingMatch })}
        />
        <Stack as="ul" gap={1} aria-label="Targeting rules">
          {value.rules.map((rule, i) => {
            const conditions = conditionsOf(rule.type).map((c) => ({
              value: c,
              label: TARGETING_CONDITION_LABELS[c],
            }));
            return (
              <li key={i}>
                <Inline gap={2} align="end">
                  <Field label={`Rule ${i + 1} type`}>
                    <Select
                      options={typeOptions}
                      value={rule.type}
                      disabled={readOnly}
                      onValueChange={(v) => {
                        const type = v as TargetingRuleType;
                        const allowed = conditionsOf(type);
                        setRule(i, {
                          ...rule,
                          type,
                          condition: allowed.includes(rule.condition) ? rule.condition : allowed[0]!,
                        });
                      }}
                    />
                  </Field>
                  <Field label={`Rule ${i + 1} condition`} error={error(`rules.${i}.condition`)}>
                    <Select
                      options={conditions}
                      value={rule.condition}
                      disabled={readOnly}
                      onValueChange={(v) =>
                        setRule(i, { ...rule, condition: v as TargetingRule['condition'] })
                      }
                    />
                  </Field>
                  <Field label={`Rule ${i + 1} value`} error={error(`rules.${i}.value`)}>
                    <Input
                      value={rule.value}
                      readOnly={readOnly}
                      inputMode={conditionsOf(rule.type).includes('greater') ? 'decimal' : undefined}
                      onChange={(e) => setRule(i, { ...rule, value: e.target.value })}
                    />
                  </Field>
                  {readOnly ? null : (
                    <Button
                      variant="ghost"
                      aria-label={`Remove rule ${i + 1}`}
                      onClick={() => onChange({ ...value, rules: value.rules.filter((_, j) => j !== i) })}
                    >
                      Remove
                    </Button>
                  )}
                </Inline>
              </li>
            );
          })}
        </Stack>
        {readOnly || value.rules.length >= MAX_TARGETING_RULES ? null : (
          <Inline>
            <Button onClick={() => onChange({ ...value, rules: [...value.rules, { ...NEW_RULE }] })}>
              Add rule
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
