import { Link as RouterLink } from 'react-router';
import { Card, Page, Stack } from '@storeroom/ui';
import { UPSELL_TYPES, UPSELL_TYPE_INFO } from '../../../contract';

/** `/admin/upsells/create` without a type: the five campaign types (spec 3 §9), each opening its editor. */
export function TypeChooser() {
  return (
    <Page title="Create upsell campaign" width="narrow">
      <p>
        <RouterLink to="/admin/upsells">All campaigns</RouterLink>
      </p>
      <Stack as="ul" gap={2} aria-label="Campaign types">
        {UPSELL_TYPES.map((slug) => (
          <li key={slug}>
            <Card
              title={
                <RouterLink to={`/admin/upsells/create?type=${slug}`}>
                  {UPSELL_TYPE_INFO[slug].label}
                </RouterLink>
              }
              description={`${UPSELL_TYPE_INFO[slug].description} Shown ${UPSELL_TYPE_INFO[slug].placement}.`}
            />
          </li>
        ))}
      </Stack>
    </Page>
  );
}
