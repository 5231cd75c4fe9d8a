/** Rows for stories: the plugin's own demo templates (data only, no rules), numbered and dated. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { csvTemplatesContract } from '../contract';
import type { CsvTemplateItem } from '../contract';
import { SEED_TEMPLATES } from '../server/seed-data';

export function sampleTemplates(count: number): CsvTemplateItem[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_TEMPLATES[i % SEED_TEMPLATES.length]!;
    return {
      ...seed,
      id: i + 1,
      title: i < SEED_TEMPLATES.length ? seed.title : `${seed.title} ${i + 1}`,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    };
  });
}

/** A memory server of the templates resource (bodies checked by the contract's schemas). */
export function templatesHttp(rows: CsvTemplateItem[]) {
  return contractMemoryHttp(csvTemplatesContract, { templates: rows });
}
