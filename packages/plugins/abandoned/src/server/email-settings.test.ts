/**
 * An email's settings beyond its copy (spec 1 §3): the store name it shows and its colours
 * (page, border, inner panel, lines, button), saved with the campaign and drawn in the mail;
 * colours left out are the style's; a malformed colour is refused and nothing is saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { ABANDONED_MESSAGES, EMAIL_STYLE_COLOURS, TIMEOUT_TYPES } from '../contract';
import type { Campaign, CampaignEmailInput, CampaignInput } from '../contract';
import { abandonedTestServer } from './test-server';

const s = ownerSuite(abandonedTestServer, { beforeAll, afterAll });
const token = () => s.owner.tokens.accessToken;

const OWN = {
  store_name: 'Corner Shop',
  main_background_color: '#102030',
  border_color: '#405060',
  inner_background_color: '#fafafa',
  lines_color: '#a0b0c0',
  button_color: '#ff5500',
};

function email(settings: CampaignEmailInput['settings']): CampaignEmailInput {
  return {
    template_type: 'reminder',
    template_style: 'clean',
    subject: 'Your cart',
    timeout_type: TIMEOUT_TYPES.hours,
    timeout: 3600,
    settings,
  };
}

function campaign(title: string, settings: CampaignEmailInput['settings']): CampaignInput {
  return { title, from_name: 'Shop', from_email: 'shop@example.test', emails: [email(settings)] };
}

async function campaignCount(): Promise<number> {
  const res = await s.t.request('GET', '/abandoned-checkouts', { token: token() });
  return ((await res.json()) as { _meta: { totalCount: number } })._meta.totalCount;
}

async function mailCount(): Promise<number> {
  const res = await s.t.request('GET', '/email-logs', { token: token() });
  return ((await res.json()) as { _meta: { totalCount: number } })._meta.totalCount;
}

/** The body of a test email of `emails`' first stage, as the email log keeps it. */
async function testMailBody(emails: CampaignEmailInput[]): Promise<string> {
  const res = await s.t.request('POST', '/abandoned-checkouts/send-test-email', {
    token: token(),
    body: { emails, stage: 0, to: 'tester@example.test' },
  });
  expect(res.status).toBe(200);
  const { email_log_id } = (await res.json()) as { email_log_id: number };
  const log = await s.t.request('GET', `/email-logs/${email_log_id}?expand=body`, { token: token() });
  return ((await log.json()) as { body: string }).body;
}

describe('an abandoned-checkout email’s store name and colours', () => {
  it('saves them with the campaign and draws the mail in them', async () => {
    const res = await s.t.request('POST', '/abandoned-checkouts', {
      token: token(),
      body: campaign('Colours', { headline: 'Still there?', body: '', button: 'Back to cart', ...OWN }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Campaign;
    const read = (await (
      await s.t.request('GET', `/abandoned-checkouts/${created.id}`, { token: token() })
    ).json()) as Campaign;
    expect(read.emails[0]!.settings).toMatchObject(OWN);

    const body = await testMailBody(read.emails);
    expect(body).toContain('Corner Shop');
    expect(body).toContain('background:#102030');
    expect(body).toContain('border:1px solid #405060');
    expect(body).toContain('background:#fafafa');
    expect(body).toContain('border-top:1px solid #a0b0c0');
    expect(body).toContain('<a style="background:#ff5500');
  });

  it('shows the store’s own name and the style’s colours when the email names none', async () => {
    const body = await testMailBody([email({ headline: 'Hi', body: '', button: 'Go' })]);
    const clean = EMAIL_STYLE_COLOURS.clean;
    expect(body).toContain(`background:${clean.main_background_color}`);
    expect(body).toContain(`<a style="background:${clean.button_color}`);
    expect(body).not.toContain('Corner Shop');
    expect(body).toMatch(/<p data-part="store">[^<]+<\/p>/);
  });

  it('refuses a colour that is not #RRGGBB and a store name over 200 characters, saving nothing', async () => {
    const before = await campaignCount();
    const res = await s.t.request('POST', '/abandoned-checkouts', {
      token: token(),
      body: campaign('Bad colour', {
        headline: '',
        body: '',
        button: '',
        border_color: 'red; background:url(x)',
        store_name: 'x'.repeat(201),
      }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: {
        'emails.0.settings.border_color': [ABANDONED_MESSAGES.colourInvalid],
        'emails.0.settings.store_name': [ABANDONED_MESSAGES.storeNameTooLong],
      },
    });
    expect(await campaignCount()).toBe(before);
  });

  it('previews an email with the given products as its cart, sending and saving nothing', async () => {
    const mailsBefore = await mailCount();
    const res = await s.t.request('POST', '/abandoned-checkouts/preview', {
      token: token(),
      body: {
        email: email({ headline: 'Still there?', body: 'Your cart', button: 'Back', ...OWN }),
        from_name: 'Shop',
        items: [
          { title: 'Linen Shirt', price: 4500 },
          { title: 'Canvas Tote', price: 1250 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain('Linen Shirt');
    expect(html).toContain('Canvas Tote');
    expect(html).toContain('$57.50');
    expect(html).toContain('Still there?');
    expect(html).toContain('<a style="background:#ff5500');
    expect(await mailCount()).toBe(mailsBefore);

    // Limited (read) access may preview; without access, 403; a bad colour, the message.
    const limited = await s.t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }]);
    const preview = (token: string, settings: CampaignEmailInput['settings']) =>
      s.t.request('POST', '/abandoned-checkouts/preview', { token, body: { email: email(settings) } });
    const plain = { headline: '', body: '', button: '' };
    expect((await preview(limited.tokens.accessToken, plain)).status).toBe(200);
    const none = await s.t.employeeSession([]);
    expect((await preview(none.tokens.accessToken, plain)).status).toBe(403);
    const bad = await preview(token(), { ...plain, lines_color: 'blue' });
    expect(await bad.json()).toEqual({
      errors: { 'email.settings.lines_color': [ABANDONED_MESSAGES.colourInvalid] },
    });
  });
});
