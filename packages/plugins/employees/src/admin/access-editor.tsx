import { memo, useId } from 'react';
import { ACCESS_LEVEL, fullAccess } from '@storeroom/core/access';
import { useSubjects } from '@storeroom/core';
import type { AccessLevel, AccessRule, AccessSubject } from '@storeroom/core/access';
import { Checkbox, RadioGroup, Stack, Switch } from '@storeroom/ui';
import { ACCESS_RULE_LABELS } from '../contract/model';

export interface AccessEditorProps {
  /** The rules; a subject without a rule has no access (spec 2 §6). */
  value: readonly AccessRule[];
  onChange: (value: AccessRule[]) => void;
  /**
   * The areas to edit; by default every registered subject with the options the plugins'
   * contracts declare on it (`useSubjects()`).
   */
  subjects?: readonly AccessSubject[];
  /** Heading of the editor (its group name). */
  label?: string;
  disabled?: boolean;
}

const LEVEL_BY_VALUE: Record<string, AccessLevel> = {
  none: ACCESS_LEVEL.none,
  limited: ACCESS_LEVEL.limited,
  full: ACCESS_LEVEL.full,
};

function valueOf(rule: AccessRule | undefined): keyof typeof ACCESS_RULE_LABELS {
  if (!rule || rule.rule === ACCESS_LEVEL.none) return 'none';
  return rule.rule === ACCESS_LEVEL.full ? 'full' : 'limited';
}

const ruleOptions = (Object.keys(ACCESS_RULE_LABELS) as (keyof typeof ACCESS_RULE_LABELS)[]).map((value) => ({
  value,
  label: ACCESS_RULE_LABELS[value],
}));

/**
 * Per-area access of an employee or a private app (spec 2 §3, §6; spec 4 §3): each subject
 * none / limited (with its options) / full, and a "Full access" toggle that sets every subject
 * to full (off clears every rule). Rules with no access are left out of the value, so the
 * list only says what is granted, in the subjects' order. A rule for a subject the editor does
 * not list (a plugin not installed in this admin) is never changed or dropped.
 * Memoised: a form re-rendering as the user types elsewhere does not re-render every area.
 */
export const AccessEditor = memo(function AccessEditor({
  value,
  onChange,
  subjects: given,
  label = 'Access',
  disabled = false,
}: AccessEditorProps) {
  // Every registered subject with the options the plugins' contracts declare on it.
  const registered = useSubjects();
  const subjects = given ?? registered;
  const headingId = useId();
  const bySubject = new Map(value.map((rule) => [rule.subject, rule]));
  const listed = new Set(subjects.map((s) => s.id));
  // Rules this editor does not show: kept as they are by every change.
  const unlisted = value.filter((r) => !listed.has(r.subject));
  const allFull =
    subjects.length > 0 && subjects.every((s) => bySubject.get(s.id)?.rule === ACCESS_LEVEL.full);

  const write = (subject: AccessSubject, next: AccessRule | undefined) => {
    const rules: AccessRule[] = [];
    for (const s of subjects) {
      const rule = s.id === subject.id ? next : bySubject.get(s.id);
      if (rule && rule.rule !== ACCESS_LEVEL.none) rules.push(rule);
    }
    // Editing one area never erases another, listed here or not.
    onChange([...rules, ...unlisted]);
  };

  return (
    <Stack as="section" gap={3} aria-labelledby={headingId} className="sr-access-editor">
      <h3 id={headingId} className="sr-field__label">
        {label}
      </h3>
      <Switch
        label="Full access"
        description="Every area with full access."
        checked={allFull}
        disabled={disabled}
        onCheckedChange={(on) => onChange([...(on ? fullAccess(subjects) : []), ...unlisted])}
      />
      <Stack as="ul" gap={4}>
        {subjects.map((subject) => {
          const rule = bySubject.get(subject.id);
          const current = valueOf(rule);
          const options = subject.options ?? [];
          return (
            <Stack as="li" key={subject.id} gap={2}>
              <RadioGroup
                label={subject.label}
                orientation="horizontal"
                options={ruleOptions}
                value={current}
                disabled={disabled}
                onValueChange={(next) => {
                  const level = LEVEL_BY_VALUE[next] ?? ACCESS_LEVEL.none;
                  write(
                    subject,
                    level === ACCESS_LEVEL.none
                      ? undefined
                      : {
                          subject: subject.id,
                          rule: level,
                          options: level === ACCESS_LEVEL.limited ? (rule?.options ?? []) : [],
                        },
                  );
                }}
              />
              {current === 'limited' && options.length > 0 ? (
                <Stack role="group" aria-label={`${subject.label} options`} indent={6} gap={2}>
                  {options.map((option) => {
                    const selected = new Set(rule?.options ?? []);
                    return (
                      <Checkbox
                        key={option.id}
                        label={option.label}
                        checked={selected.has(option.id)}
                        disabled={disabled}
                        onCheckedChange={(checked) => {
                          if (checked === true) selected.add(option.id);
                          else selected.delete(option.id);
                          write(subject, {
                            subject: subject.id,
                            rule: ACCESS_LEVEL.limited,
                            // Kept in the subject's option order; an option this admin does not
                            // list (declared by a plugin installed on the server only) is kept.
                            options: [
                              ...options.filter((o) => selected.has(o.id)).map((o) => o.id),
                              ...[...selected].filter((id) => !options.some((o) => o.id === id)),
                            ],
                          });
                        }}
                      />
                    );
                  })}
                </Stack>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
});
