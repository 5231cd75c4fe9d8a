/**
 * The access model shared by the admin, the server and private apps (no React here).
 * One declaration, every gate: a subject is declared once and the same object guards
 * menu entries, routes and buttons in the admin and every endpoint on the server.
 */

/** Access levels (spec 1 §3): none 0, limited (read-only unless an option grants more) 1, full 2. */
export const ACCESS_LEVEL = { none: 0, limited: 1, full: 2 } as const;
export type AccessLevel = (typeof ACCESS_LEVEL)[keyof typeof ACCESS_LEVEL];

/**
 * What a caller wants to do on a subject. `read` covers GET and search; the others are
 * granted by full access, or under limited access by an option that lists them.
 */
export type AccessAction = 'read' | 'create' | 'update' | 'delete' | (string & {});

/** An option a limited rule can carry, and the actions it grants (e.g. orders' allow_refunds → refund). */
export interface SubjectOption {
  id: string;
  label: string;
  grants: readonly AccessAction[];
}

/** An access subject: one area of the back office that rules are written for. */
export interface AccessSubject<TId extends string = string> {
  id: TId;
  label: string;
  description?: string;
  options?: readonly SubjectOption[];
  /** Owner-only subjects are refused to employees and private apps whatever their rules. */
  ownerOnly?: boolean;
}

/** One rule of an employee's or a private app's access list. */
export interface AccessRule {
  subject: string;
  rule: AccessLevel;
  /** Option ids, meaningful under limited access. */
  options?: readonly string[];
}

/** Who is asking: the owner has everything; employees and private apps have rules. */
export type Principal =
  | { kind: 'owner' }
  | { kind: 'employee'; access: readonly AccessRule[] }
  | { kind: 'private_app'; access: readonly AccessRule[] };

/** Declares a subject; returns it unchanged, typed. */
export function defineSubject<const TId extends string>(subject: AccessSubject<TId>): AccessSubject<TId> {
  return subject;
}

/** The rule a principal has on a subject (owners: full; no rule: none). */
export function levelOf(principal: Principal, subject: string | AccessSubject): AccessLevel {
  if (principal.kind === 'owner') return ACCESS_LEVEL.full;
  const id = typeof subject === 'string' ? subject : subject.id;
  const rule = principal.access.find((r) => r.subject === id);
  return rule ? rule.rule : ACCESS_LEVEL.none;
}

/**
 * Whether a principal may perform an action on a subject.
 * - owner: always; owner-only subjects: only the owner.
 * - none: never. full: always.
 * - limited: `read`, plus any action granted by one of the rule's options.
 */
export function can(principal: Principal, subject: AccessSubject, action: AccessAction = 'read'): boolean {
  if (principal.kind === 'owner') return true;
  if (subject.ownerOnly) return false;
  const rule = principal.access.find((r) => r.subject === subject.id);
  if (!rule || rule.rule === ACCESS_LEVEL.none) return false;
  if (rule.rule === ACCESS_LEVEL.full) return true;
  if (action === 'read') return true;
  const granted = new Set(rule.options ?? []);
  return (subject.options ?? []).some((option) => granted.has(option.id) && option.grants.includes(action));
}

/** Whether a principal has a given option on a subject (owner and full access have every option). */
export function hasOption(principal: Principal, subject: AccessSubject, optionId: string): boolean {
  if (principal.kind === 'owner') return true;
  if (subject.ownerOnly) return false;
  const rule = principal.access.find((r) => r.subject === subject.id);
  if (!rule || rule.rule === ACCESS_LEVEL.none) return false;
  if (rule.rule === ACCESS_LEVEL.full) return true;
  return (rule.options ?? []).includes(optionId);
}

/** Keeps only rules for known subjects and options (spec 4 §5: an app's rules are limited to known areas). */
export function normalizeAccess(
  access: readonly AccessRule[],
  subjects: readonly AccessSubject[],
): AccessRule[] {
  const byId = new Map(subjects.map((s) => [s.id, s]));
  const out: AccessRule[] = [];
  for (const rule of access) {
    const subject = byId.get(rule.subject);
    if (!subject || out.some((r) => r.subject === rule.subject)) continue;
    const known = new Set((subject.options ?? []).map((o) => o.id));
    out.push({
      subject: rule.subject,
      rule: rule.rule,
      options: (rule.options ?? []).filter((o) => known.has(o)),
    });
  }
  return out;
}

/** Full access on every subject (the employee editor's "full access" toggle; new private apps). */
export function fullAccess(subjects: readonly AccessSubject[]): AccessRule[] {
  return subjects.map((s) => ({ subject: s.id, rule: ACCESS_LEVEL.full, options: [] }));
}

/**
 * A subject with options added by the plugin that owns their actions: orders declares
 * `allow_refunds` on the standard `orders` subject in its contract, not core.
 *
 * @example
 * export const ordersSubject = withOptions(SUBJECTS.orders, [{ id: 'allow_refunds', label: 'Allow refunds', grants: ['refund'] }]);
 */
export function withOptions<TId extends string>(
  subject: AccessSubject<TId>,
  options: readonly SubjectOption[],
): AccessSubject<TId> {
  const known = new Set((subject.options ?? []).map((o) => o.id));
  return { ...subject, options: [...(subject.options ?? []), ...options.filter((o) => !known.has(o.id))] };
}

/**
 * One subject per id, with the options every declaration gave it (the assembled admin and
 * server merge their plugins' contracts this way). The first declaration's label wins.
 */
export function mergeSubjects(subjects: readonly AccessSubject[]): AccessSubject[] {
  const byId = new Map<string, AccessSubject>();
  for (const subject of subjects) {
    const seen = byId.get(subject.id);
    byId.set(subject.id, seen ? withOptions(seen, subject.options ?? []) : subject);
  }
  return [...byId.values()];
}
