/**
 * The access subject of the CSV templates area: the standard `csv` subject (spec 1 §3
 * "Employee access areas"), not a subject of our own. It sits in a module free of zod because
 * the admin manifest needs it at start-up. `src/schema.ts` re-exports it.
 */
import { SUBJECTS } from '@storeroom/core/access';

export const CSV_TEMPLATES_SUBJECT = SUBJECTS.csv;
