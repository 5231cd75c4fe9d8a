#!/usr/bin/env node
import pc from 'picocolors';
import { ZodError } from 'zod';
import { CliError, createProgram } from './index';

try {
  await createProgram().parseAsync(process.argv);
} catch (error) {
  if (error instanceof CliError) {
    console.error(pc.red(`✖ ${error.message}`));
    process.exit(error.exitCode);
  }
  if (error instanceof ZodError) {
    console.error(
      pc.red(`✖ ${error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('\n  ')}`),
    );
    process.exit(1);
  }
  throw error;
}
