export interface NamedValue {
  name: string;
  value: number;
}

/**
 * The largest `top` slices (4 by default) and one "Others" slice summing the rest, as the
 * referrers pie shows them (spec 4 §9). Others is left out when nothing remains.
 */
export function topWithOthers(items: NamedValue[], top = 4, othersLabel = 'Others'): NamedValue[] {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  const head = sorted.slice(0, top);
  const rest = sorted.slice(top);
  if (rest.length === 0) return head;
  return [...head, { name: othersLabel, value: rest.reduce((sum, i) => sum + i.value, 0) }];
}

/** The checkout funnel's stages in order (spec 2 §3 "Dashboard series"). */
export const FUNNEL_STAGES = ['cart', 'checkout', 'purchased'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export interface FunnelStep {
  stage: string;
  label: string;
  value: number;
  /** Share of the first stage, 0-100, one decimal. */
  percentOfFirst: number;
  /** Share of the previous stage, 0-100, one decimal (100 for the first). */
  percentOfPrevious: number;
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** Conversion figures of a funnel: each stage as a share of the first and of the previous. */
export function funnelSteps(values: { stage: string; label?: string; value: number }[]): FunnelStep[] {
  const first = values[0]?.value ?? 0;
  return values.map((v, i) => ({
    stage: v.stage,
    label: v.label ?? v.stage[0]!.toUpperCase() + v.stage.slice(1),
    value: v.value,
    percentOfFirst: i === 0 ? 100 : pct(v.value, first),
    percentOfPrevious: i === 0 ? 100 : pct(v.value, values[i - 1]!.value),
  }));
}
