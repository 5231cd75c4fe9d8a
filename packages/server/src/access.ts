import { ACCESS_LEVEL, levelOf, normalizeAccess } from '@storeroom/core/access';
import type { AccessLevel, AccessRule, AccessSubject, Principal } from '@storeroom/core/access';
import { forbidden, invalid } from './http/errors';

/**
 * The owner-only employees subject and the access list schema are the core contract's
 * (`@storeroom/core/contract`): the admin's Employees screens and this server read the same.
 */
export { EMPLOYEES_SUBJECT, accessListSchema } from '@storeroom/core/contract';

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
 * The rules of `rules` that give more than `principal` holds: a higher level, or under
 * limited access an option the principal lacks (full access has every option).
 */
export function rulesBeyond(principal: Principal, rules: readonly AccessRule[]): AccessRule[] {
  if (principal.kind === 'owner') return [];
  return rules.filter((rule) => {
    const mine = levelOf(principal, rule.subject);
    const myOptions = principal.access.find((r) => r.subject === rule.subject)?.options ?? [];
    const extraOptions =
      mine === ACCESS_LEVEL.full ? [] : (rule.options ?? []).filter((o) => !myOptions.includes(o));
    return rule.rule > mine || (rule.rule === ACCESS_LEVEL.limited && extraOptions.length > 0);
  });
}

/**
 * A non-owner may not hand out more than they hold (an employee with the apps area creating
 * a private app with full access everywhere): each rule is capped by the caller's own. The
 * rules are what the caller sent, so the refusal is 422 on `field`, which forms show.
 */
export function assertWithinOwnAccess(
  principal: Principal,
  rules: readonly AccessRule[],
  subjects: readonly AccessSubject[],
  field: string,
): void {
  const byId = new Map(subjects.map((s) => [s.id, s]));
  const messages = rulesBeyond(principal, rules).flatMap((rule) => {
    const subject = byId.get(rule.subject);
    return subject ? [`You cannot grant more access to "${subject.label}" than you have.`] : [];
  });
  if (messages.length > 0) throw invalid({ [field]: messages });
}

/**
 * Who may change, delete or mint tokens for an existing private app (SECURITY.md "Private
 * apps and tokens"): the owner; an employee only when every rule of the app is within their
 * own access, since a token of the app acts with all of it; a private app never. 403
 * otherwise. A rule for a subject no plugin declares today still counts: it would grant again
 * if the plugin came back.
 */
export function assertMayManageApp(principal: Principal, appRules: readonly AccessRule[]): void {
  if (principal.kind === 'owner') return;
  if (principal.kind !== 'employee' || rulesBeyond(principal, appRules).length > 0) throw forbidden();
}

/**
 * What two access lists both grant, rule by rule of `rules`: the lower level and, under
 * limited access, only the options both give (full access gives every option). A token an
 * employee minted acts with its app's rules capped by the employee's current ones.
 */
export function intersectAccess(rules: readonly AccessRule[], cap: readonly AccessRule[]): AccessRule[] {
  return rules.map((rule) => {
    const other = cap.find((r) => r.subject === rule.subject);
    const level = Math.min(rule.rule, other?.rule ?? ACCESS_LEVEL.none) as AccessLevel;
    if (level !== ACCESS_LEVEL.limited || !other) return { subject: rule.subject, rule: level, options: [] };
    const options =
      rule.rule === ACCESS_LEVEL.full
        ? (other.options ?? [])
        : other.rule === ACCESS_LEVEL.full
          ? (rule.options ?? [])
          : (rule.options ?? []).filter((o) => (other.options ?? []).includes(o));
    return { subject: rule.subject, rule: level, options: [...options] };
  });
}
