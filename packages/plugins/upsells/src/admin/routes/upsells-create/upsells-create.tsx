import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { errorMessages } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { EmptyState, Spinner } from '@storeroom/ui';
import { UPSELLS_MESSAGES, isUpsellType } from '../../../contract';
import { campaigns } from '../../data';
import { CampaignEditor } from './campaign-editor';
import { TypeChooser } from './type-chooser';

/**
 * `/admin/upsells/create` (spec 3 §2): without a query, the type chooser; `?type=slug` the
 * editor of a new campaign of that type (an unknown slug goes back to the chooser); `?id=`
 * the editor of a campaign.
 */
export function UpsellsCreatePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const type = params.get('type');
  if (id) return <EditExisting id={id} />;
  if (type === null) return <TypeChooser />;
  if (!isUpsellType(type)) return <Navigate to="/admin/upsells/create" replace />;
  return <CampaignEditor key={type} type={type} item={undefined} />;
}

function EditExisting({ id }: { id: string }) {
  const query = campaigns.useItem(id);
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading campaign">
        <Spinner />
      </div>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        tone="error"
        headingLevel={1}
        title={missing ? UPSELLS_MESSAGES.campaignNotFound : 'Could not load the campaign'}
        description={errorMessages(query.error).join(' ')}
        action={<RouterLink to="/admin/upsells">Back to Upsells</RouterLink>}
      />
    );
  }
  return <CampaignEditor key={query.data.id} type={query.data.type} item={query.data} />;
}
