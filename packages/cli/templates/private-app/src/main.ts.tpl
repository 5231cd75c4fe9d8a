/**
 * `npm run export [-- --status active] [> items.csv]`: writes the CSV to standard output.
 * Exit codes: 0 done, 1 refused or failed (the message says what to do).
 */
import { readConfig } from './config';
import { explain } from './errors';
import { export__PASCAL__Csv } from './export';

function filterFromArgs(args: string[]): Record<string, string> {
  const filter: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z_]+)$/.exec(args[i] ?? '');
    if (m && args[i + 1] !== undefined) filter[m[1]!] = args[++i]!;
  }
  return filter;
}

try {
  process.stdout.write(`${await export__PASCAL__Csv(readConfig(), filterFromArgs(process.argv.slice(2)))}\n`);
} catch (error) {
  console.error(explain(error));
  process.exitCode = 1;
}
