import type { CSSProperties } from 'react';

/** Small layout styles of the account screens (the design system has no table or list layout). */
export const styles = {
  page: { display: 'grid', gap: 16, maxWidth: 960 } satisfies CSSProperties,
  form: { display: 'grid', gap: 12, maxWidth: 520 } satisfies CSSProperties,
  fieldset: {
    display: 'grid',
    gap: 12,
    border: '1px solid var(--sr-color-border, #d0d5dd)',
    borderRadius: 6,
    padding: 12,
  } satisfies CSSProperties,
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: 24,
    rowGap: 8,
    margin: 0,
  } satisfies CSSProperties,
  term: { fontWeight: 600 } satisfies CSSProperties,
  value: { margin: 0 } satisfies CSSProperties,
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } satisfies CSSProperties,
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } satisfies CSSProperties,
  table: { width: '100%', borderCollapse: 'collapse' } satisfies CSSProperties,
  cell: {
    textAlign: 'left',
    padding: '6px 8px',
    borderBottom: '1px solid var(--sr-color-border, #e4e7ec)',
  } satisfies CSSProperties,
  hidden: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  } satisfies CSSProperties,
} as const;
