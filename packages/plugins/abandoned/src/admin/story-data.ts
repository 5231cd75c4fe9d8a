/** Story data: the plugin's own demo campaigns and checkouts (data only, no rules) on a memory server of the contract. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { abandonedContract } from '../contract';
import { ABANDONED_MESSAGES } from '../contract';
import type { Campaign, CampaignEmail, Checkout, Migration, SendLog } from '../contract';
import { recoveryEmailHtml, sampleCart } from '../server/email-html';
import { SEED_CAMPAIGNS, SEED_CHECKOUTS } from '../server/seed-data';

const at = (i: number) => new Date(Date.UTC(2026, 10, 1 + i, 10)).toISOString();

/** The demo campaigns, with statistics. */
export function sampleCampaigns(): Campaign[] {
  return SEED_CAMPAIGNS.map((seed, i) => ({
    id: i + 1,
    ...seed,
    emails: seed.emails.map((e) => ({ ...e, settings: { ...e.settings } })),
    stats:
      i === 0
        ? { sent: 3, opened: 1, checkouts: 3, recovered: 1, recovered_value: 4900 }
        : { sent: 0, opened: 0, checkouts: 0, recovered: 0, recovered_value: 0 },
    created_at: at(i),
  }));
}

/** `count` checkouts built from the demo ones; recovered or not. */
export function sampleCheckouts(count: number, recovered: boolean): Checkout[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_CHECKOUTS[i % SEED_CHECKOUTS.length]!;
    return {
      id: i + 1,
      full_name: seed.full_name,
      email: i < SEED_CHECKOUTS.length ? seed.email : `${i + 1}.${seed.email}`,
      items: seed.items,
      total: seed.items.reduce((s, item) => s + item.price * item.quantity, 0),
      created_at: at(i),
      recovered_at: recovered ? at(i + 1) : null,
      emails_sent: 1 + (i % 2),
      last_sent_at: at(i),
      campaign_id: 1,
      campaign: SEED_CAMPAIGNS[0]!.title,
    };
  });
}

export function sampleSends(count: number): SendLog[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    campaign_id: 1,
    checkout_id: i + 1,
    stage: i % 2,
    template_type: i % 2 ? 'incentive' : 'reminder',
    email: SEED_CHECKOUTS[i % SEED_CHECKOUTS.length]!.email,
    subject: SEED_CAMPAIGNS[0]!.emails[i % 2]!.subject,
    sent_at: at(i),
    opened_at: i % 3 === 0 ? at(i + 1) : null,
    email_log_id: i + 1,
  }));
}

/** The orders migration in each state a screen shows. */
export function sampleMigration(state: Migration['state']): Migration {
  if (state === 'never')
    return {
      state,
      job_id: null,
      done: 0,
      total: 0,
      checked: 0,
      recovered: 0,
      started_at: null,
      finished_at: null,
    };
  const finished = state === 'completed' || state === 'failed';
  return {
    state,
    job_id: 'job-migrate',
    done: state === 'completed' ? 240 : state === 'queued' ? 0 : 96,
    total: state === 'queued' ? 0 : 240,
    checked: state === 'completed' ? 240 : 96,
    recovered: state === 'completed' ? 17 : 6,
    started_at: at(3),
    finished_at: finished ? at(4) : null,
  };
}

const page = <T>(items: T[], size: number, query: Record<string, unknown> | undefined) => {
  const current = Number(query?.page ?? 1);
  return {
    items: items.slice((current - 1) * size, current * size),
    _meta: {
      currentPage: current,
      pageCount: Math.ceil(items.length / size),
      perPage: size,
      totalCount: items.length,
    },
  };
};

/**
 * A memory server of the contract: the campaigns resource (bodies checked by the contract's
 * own schemas) and canned answers of the statistics, the logs and the test email.
 */
export function abandonedHttp(data: {
  campaigns?: Campaign[];
  recovered?: Checkout[];
  unrecovered?: Checkout[];
  sends?: SendLog[];
  /** The orders migration's last run (never run when left out). */
  migration?: Migration;
}) {
  const campaigns = data.campaigns ?? [];
  const recovered = data.recovered ?? [];
  const unrecovered = data.unrecovered ?? [];
  return contractMemoryHttp(
    abandonedContract,
    { campaigns },
    {
      endpoints: {
        stats: () => ({
          abandoned: recovered.length + unrecovered.length,
          abandoned_value: [...recovered, ...unrecovered].reduce((s, c) => s + c.total, 0),
          checkouts: campaigns.reduce((s, c) => s + (c.stats?.checkouts ?? 0), 0),
          sent: campaigns.reduce((s, c) => s + (c.stats?.sent ?? 0), 0),
          opened: campaigns.reduce((s, c) => s + (c.stats?.opened ?? 0), 0),
          recovered: campaigns.reduce((s, c) => s + (c.stats?.recovered ?? 0), 0),
          recovered_value: campaigns.reduce((s, c) => s + (c.stats?.recovered_value ?? 0), 0),
          campaigns: campaigns.flatMap((c) => (c.stats ? [{ campaign_id: c.id, ...c.stats }] : [])),
        }),
        logsRecovered: ({ query }) => page(recovered, 50, query),
        logsUnrecovered: ({ query }) => page(unrecovered, 50, query),
        log: ({ query }) => page(data.sends ?? [], 100, query),
        campaignLog: ({ params, query }) =>
          page(
            (data.sends ?? []).filter((send) => send.campaign_id === Number(params.id)),
            100,
            query,
          ),
        campaignStats: ({ params }) =>
          campaigns.find((c) => c.id === Number(params.id))?.stats ?? {
            sent: 0,
            opened: 0,
            checkouts: 0,
            recovered: 0,
            recovered_value: 0,
          },
        sendTestEmail: () => ({ email_log_id: 1, message: 'Test email sent.' }),
        // The server's own drawing of the email, with its sample cart.
        previewEmail: ({ body }) => ({
          html: recoveryEmailHtml((body as { email: CampaignEmail }).email, sampleCart(), {
            from_name: 'Storeroom Demo',
            from_email: 'support@my-demo-store.com',
            store: 'Storeroom Demo',
            currency: 'USD',
            locale: 'en-US',
          }),
        }),
        defaultSender: () => ({ from_name: 'Storeroom Demo', from_email: 'support@my-demo-store.com' }),
        exportRecovered: () => ({ message: 'Report will be sent to your email', id: 'job-1' }),
        exportUnrecovered: () => ({ message: 'Report will be sent to your email', id: 'job-2' }),
        migrationStatus: () => data.migration ?? sampleMigration('never'),
        migrateOrders: () => ({ ...sampleMigration('queued'), message: ABANDONED_MESSAGES.migrateStarted }),
        updateCheckout: ({ params, body }) => {
          const id = Number(params.id);
          const all = [...recovered, ...unrecovered];
          const found = all.find((c) => c.id === id) ?? all[0]!;
          const recover = (body as { recovered?: boolean }).recovered;
          return recover === undefined
            ? found
            : { ...found, recovered_at: recover ? new Date(Date.UTC(2026, 10, 20)).toISOString() : null };
        },
      },
    },
  );
}
