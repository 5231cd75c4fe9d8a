/**
 * `npm run export [> unfulfilled.csv]`: writes the store's unfulfilled orders as CSV to
 * standard output. Exit codes: 0 done, 1 refused or failed (the message says what to do).
 */
import { readConfig } from './config';
import { explain } from './errors';
import { exportUnfulfilledOrdersCsv } from './export';

try {
  process.stdout.write(`${await exportUnfulfilledOrdersCsv(readConfig())}\n`);
} catch (error) {
  console.error(explain(error));
  process.exitCode = 1;
}
