import type { CSSProperties } from 'react';

/**
 * The dashboard's few layout rules, inline: the plugin ships no stylesheet (its package has
 * no side effects), and everything else comes from the ui components' tokens.
 */
export const layout = {
  page: { display: 'grid', gap: 'var(--sr-space-4, 16px)' },
  figures: {
    display: 'grid',
    gap: 'var(--sr-space-3, 12px)',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    marginBlock: 'var(--sr-space-3, 12px)',
  },
  figure: {
    border: '1px solid var(--sr-color-border)',
    borderRadius: 'var(--sr-radius-md, 6px)',
    padding: 'var(--sr-space-3, 12px)',
  },
  figureLabel: { margin: 0, fontSize: '0.875rem', fontWeight: 500, color: 'var(--sr-color-text-muted)' },
  figureValue: { margin: '4px 0 0', fontSize: '1.5rem', fontWeight: 600 },
  charts: {
    display: 'grid',
    gap: 'var(--sr-space-4, 16px)',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    marginBlock: 'var(--sr-space-4, 16px)',
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--sr-space-2, 8px)' },
  row: {
    display: 'flex',
    gap: 'var(--sr-space-2, 8px)',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  muted: { color: 'var(--sr-color-text-muted)' },
  grow: { flex: 1 },
} satisfies Record<string, CSSProperties>;
