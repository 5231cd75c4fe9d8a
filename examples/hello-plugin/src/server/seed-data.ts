import type { HelloStatus } from '../contract';

/** Demo items (data only, no rules): the dev server's seed, the stories' rows and the tests' expectations. */
export const SEED_HELLO_ITEMS: { title: string; status: HelloStatus; notes: string }[] = [
  { title: 'Welcome item', status: 'active', notes: 'Created by the demo seed.' },
  { title: 'Second item', status: 'active', notes: '' },
  { title: 'Archived item', status: 'archived', notes: '' },
];
