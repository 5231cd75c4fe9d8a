import { ACCESS_LEVEL, STANDARD_SUBJECTS } from '@storeroom/core/access';
import type { AccessRule, AccessSubject } from '@storeroom/core/access';

/** A sign-in `storeroom dev` offers, to see a plugin as each kind of user sees it. */
export interface Persona {
  id: 'owner' | 'full' | 'limited' | 'options' | 'none';
  label: string;
  email: string;
  password: string;
}

export const DEV_PASSWORD = 'storeroom-dev';

export const PERSONAS: readonly Persona[] = [
  { id: 'owner', label: 'Owner', email: 'owner@storeroom.test', password: 'storeroom-owner' },
  { id: 'full', label: 'Full employee', email: 'full@dev.storeroom.test', password: DEV_PASSWORD },
  { id: 'limited', label: 'Limited employee', email: 'limited@dev.storeroom.test', password: DEV_PASSWORD },
  {
    id: 'options',
    label: 'Limited employee with options',
    email: 'options@dev.storeroom.test',
    password: DEV_PASSWORD,
  },
  { id: 'none', label: 'No access', email: 'none@dev.storeroom.test', password: DEV_PASSWORD },
];

/**
 * The access list of an employee persona: full on every subject; limited (read-only, no
 * options) on the plugin's own subjects; limited with every option those subjects offer (so
 * what each option grants can be tried); nothing at all.
 */
export function personaAccess(
  persona: Persona['id'],
  pluginSubjects: readonly AccessSubject[],
): AccessRule[] {
  switch (persona) {
    case 'full': {
      const all = new Map([...STANDARD_SUBJECTS, ...pluginSubjects].map((s) => [s.id, s]));
      return [...all.values()].map((s) => ({ subject: s.id, rule: ACCESS_LEVEL.full, options: [] }));
    }
    case 'limited':
      return pluginSubjects.map((s) => ({ subject: s.id, rule: ACCESS_LEVEL.limited, options: [] }));
    case 'options':
      return pluginSubjects.map((s) => ({
        subject: s.id,
        rule: ACCESS_LEVEL.limited,
        options: (s.options ?? []).map((o) => o.id),
      }));
    default:
      return [];
  }
}
