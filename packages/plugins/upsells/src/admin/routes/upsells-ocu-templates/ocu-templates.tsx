import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorMessages, useCan, useToast } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Button, Card, EmptyState, FormErrors, Page, Spinner, Stack } from '@storeroom/ui';
import { UPSELLS_MESSAGES, UPSELLS_SUBJECT } from '../../../contract';
import type { Upsell } from '../../../contract';
import { campaigns, useOcuTemplates } from '../../data';

/**
 * `/admin/upsells/ocu-templates?id=` (spec 3 §2, §4): the template choice of a one-click
 * upsell, from the templates the server offers. Choosing sets its builder theme; the server refuses while the store's active theme
 * is not a builder theme, and a second choice ("This campaign is already created.").
 */
export function OcuTemplatesPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = campaigns.useItem(id === '' ? null : id);
  if (id === '')
    return (
      <EmptyState
        headingLevel={1}
        title={UPSELLS_MESSAGES.campaignNotFound}
        action={<RouterLink to="/admin/upsells">Back to Upsells</RouterLink>}
      />
    );
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
  return <TemplateChoice campaign={query.data} />;
}

function TemplateChoice({ campaign }: { campaign: Upsell }) {
  const toast = useToast();
  const navigate = useNavigate();
  const canChoose = useCan(UPSELLS_SUBJECT, 'update');
  const update = campaigns.useUpdate();
  const templates = useOcuTemplates();
  const [problems, setProblems] = useState<string[]>([]);
  const [choosing, setChoosing] = useState<number | null>(null);
  const choose = async (template: number) => {
    setProblems([]);
    setChoosing(template);
    try {
      const saved = await update.mutateAsync({ id: campaign.id, body: { builder_theme: template } });
      toast.success(UPSELLS_MESSAGES.saved(saved.title));
      void navigate(`/admin/upsells/create?id=${saved.id}`);
    } catch (error) {
      setProblems(errorMessages(error));
    } finally {
      setChoosing(null);
    }
  };
  return (
    <Page title={`Choose a template: ${campaign.title}`} width="narrow">
      <p>
        <RouterLink to={`/admin/upsells/create?id=${campaign.id}`}>Edit the campaign</RouterLink>
        {' · '}
        <RouterLink to="/admin/upsells">All campaigns</RouterLink>
      </p>
      {campaign.builder_theme_id !== null ? (
        <p>
          {`Template chosen: ${
            templates.data?.find((t) => t.id === campaign.builder_theme_id)?.title ??
            `#${campaign.builder_theme_id}`
          }.`}
        </p>
      ) : null}
      <div role="alert">{problems.length > 0 ? <FormErrors messages={problems} /> : null}</div>
      {templates.isPending ? (
        <div role="status" aria-label="Loading templates">
          <Spinner />
        </div>
      ) : templates.isError ? (
        <Stack gap={1} align="start">
          <FormErrors messages={[UPSELLS_MESSAGES.referencesError, ...errorMessages(templates.error)]} />
          <Button variant="ghost" onClick={() => void templates.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" gap={2} aria-label="Templates">
          {templates.data.map((template) => (
            <li key={template.id}>
              <Card
                title={template.title}
                description={template.description}
                actions={
                  canChoose ? (
                    <Button
                      variant="primary"
                      aria-label={`Use ${template.title}`}
                      loading={choosing === template.id}
                      onClick={() => void choose(template.id)}
                    >
                      Use this template
                    </Button>
                  ) : null
                }
              />
            </li>
          ))}
        </Stack>
      )}
    </Page>
  );
}
