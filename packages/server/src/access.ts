import { z } from 'zod';
import { ACCESS_LEVEL, defineSubject, levelOf, normalizeAccess } from '@storeroom/core/access';
import type { AccessRule, AccessSubject, Principal } from '@storeroom/core/access';
import { invalid } from './http/errors';

/**
 * Managing employees is the owner's alone: "Employee users never see Employees" (spec 4 §5),
 * and an employee who could edit access lists could give themselves anything.
 */
export const EMPLOYEES_SUBJECT = defineSubject({ id: 'employees', label: 'Employees', ownerOnly: true });

/** An access list as the API accepts it (spec 2 §3 "Employee", spec 4 §3 "Private app"). */
export const accessListSchema = z
  .array(
    z.object({
      subject: z.string().min(1).max(100),
      rule: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Rule must be 0, 1 or 2.' }),
      options: z.array(z.string().max(100)).max(50).optional(),
    }),
  )
  .max(200);

/**
 * Keeps rules for known, assignable subjects and their known options only (spec 4 §5). A
 * `none` rule is kept as sent (forms round-trip their list), with no options; options only
 * mean something under limited access, but full-access rules keep none either.
 */
export function cleanAccess(rules: readonly AccessRule[], subjects: readonly AccessSubject[]): AccessRule[] {
  return normalizeAccess(
    rules,
    subjects.filter((s) => !s.ownerOnly),
  ).map((r) => (r.rule === ACCESS_LEVEL.limited ? r : { ...r, options: [] }));
}

/**
 * A non-owner may not hand out more than they hold (an employee with the apps area creating
 * a private app with full access everywhere): each rule is capped by the caller's own.
 */
export function assertWithinOwnAccess(
  principal: Principal,
  rules: readonly AccessRule[],
  subjects: readonly AccessSubject[],
  field: string,
): void {
  if (principal.kind === 'owner') return;
  const byId = new Map(subjects.map((s) => [s.id, s]));
  const messages: string[] = [];
  for (const rule of rules) {
    const subject = byId.get(rule.subject);
    if (!subject) continue;
    const mine = levelOf(principal, subject);
    const myOptions = principal.access.find((r) => r.subject === rule.subject)?.options ?? [];
    const extraOptions =
      mine === ACCESS_LEVEL.full ? [] : (rule.options ?? []).filter((o) => !myOptions.includes(o));
    if (rule.rule > mine || (rule.rule === ACCESS_LEVEL.limited && extraOptions.length > 0))
      messages.push(`You cannot grant more access to "${subject.label}" than you have.`);
  }
  if (messages.length > 0) throw invalid({ [field]: messages });
}
