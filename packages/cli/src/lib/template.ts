import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { cliPackageRoot } from './package-root';

/** The templates folder shipped with the CLI (beside src/ and dist/). */
export function templatesDir(): string {
  return join(cliPackageRoot(), 'templates');
}

export type Replacements = Record<string, string>;

/** Replaces every `__KEY__` placeholder. */
export function fill(text: string, replacements: Replacements): string {
  return text.replace(/__([A-Z][A-Z0-9]*)__/g, (match, key: string) => replacements[key] ?? match);
}

/**
 * Copies a template folder, filling placeholders in file contents and names. Files named
 * `*.tpl` lose the suffix (so templates are never type-checked or linted as they are).
 * Returns the written paths, relative to `target`.
 */
export async function renderTemplate(
  source: string,
  target: string,
  replacements: Replacements,
): Promise<string[]> {
  const written: string[] = [];
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir)) {
      const from = join(dir, entry);
      const rel = fill(relative(source, from), replacements).replace(/\.tpl$/, '');
      const to = join(target, rel);
      if ((await stat(from)).isDirectory()) {
        await mkdir(to, { recursive: true });
        await walk(from);
      } else {
        await mkdir(join(to, '..'), { recursive: true });
        await writeFile(to, fill(await readFile(from, 'utf8'), replacements));
        written.push(rel);
      }
    }
  }
  await mkdir(target, { recursive: true });
  await walk(source);
  return written.sort();
}
