import { useMemo } from 'react';
import { hasAccess, useAdmin, usePrincipal } from '../admin/admin-context';
import type { ResolvedSearchProvider } from '../admin/assemble';
import type { SearchContext, SearchHit } from '../plugin/define-plugin';

/** One provider's hits under its heading, as the header search and the command palette list them. */
export interface HitGroup {
  id: string;
  label: string;
  hits: SearchHit[];
}

/** The search providers the signed-in user may use (spec 4 §6). */
export function useSearchProviders(): readonly ResolvedSearchProvider[] {
  const { model } = useAdmin();
  const principal = usePrincipal();
  return useMemo(
    () => model.search.filter((p) => hasAccess(principal, p.subject)),
    [model.search, principal],
  );
}

/**
 * Asks every provider at once for at most `limit` hits of `text` (spec 4 §9). A failing provider
 * leaves its group out and the others still show; a provider without hits has no group.
 */
export async function searchProviders(
  providers: readonly ResolvedSearchProvider[],
  text: string,
  context: SearchContext,
): Promise<HitGroup[]> {
  const settled = await Promise.allSettled(
    providers.map(async ({ provider }) => ({
      id: provider.id,
      label: provider.label,
      hits: (await provider.search(text, context)).slice(0, context.limit),
    })),
  );
  return settled
    .filter((r): r is PromiseFulfilledResult<HitGroup> => r.status === 'fulfilled')
    .map((r) => r.value)
    .filter((g) => g.hits.length > 0);
}
