import { useId } from 'react';
import { Skeleton } from '@storeroom/ui';
import { layout } from './layout';

export interface StatFigureProps {
  label: string;
  value: string | null;
  /** Loading shows a placeholder instead of the value. */
  loading?: boolean;
}

/** One headline figure (orders, sales, visitors, conversion), a region named by its label. */
export function StatFigure({ label, value, loading = false }: StatFigureProps) {
  const id = `sr-stat-${useId()}`;
  return (
    <section style={layout.figure} aria-labelledby={id} aria-busy={loading || undefined}>
      <h3 id={id} style={layout.figureLabel}>
        {label}
      </h3>
      {loading ? <Skeleton /> : <p style={layout.figureValue}>{value ?? '–'}</p>}
    </section>
  );
}
