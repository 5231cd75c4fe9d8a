import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';

/** Joins class names; falsy values drop out. */
export function cx(...values: ClassValue[]): string {
  return clsx(values);
}
