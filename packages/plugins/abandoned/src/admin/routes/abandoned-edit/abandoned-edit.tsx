import { useSearchParams } from 'react-router';
import { CampaignEditor } from './campaign-editor';

/** The id in `?id=`, or null (a new campaign). */
export function campaignIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/admin/abandoned/edit` (spec 1 §2 "Abandoned campaign edit page", optional id): `?id=` edits, none creates. */
export function AbandonedEditPage() {
  const [params] = useSearchParams();
  const id = campaignIdOf(params);
  return <CampaignEditor key={id ?? 'new'} id={id} />;
}
