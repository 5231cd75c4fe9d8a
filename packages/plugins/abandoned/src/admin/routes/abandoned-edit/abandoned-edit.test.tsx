import { randomUUID } from 'node:crypto';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import type { TestSession } from '@storeroom/server/testing';
import { createAbandonedClient } from '../../../client';
import { ABANDONED_MESSAGES, EMAIL_STYLE_COLOURS, defaultSenderEmail } from '../../../contract';
import { abandonedTestServer } from '../../../server/test-server';
import { AbandonedEditPage } from './abandoned-edit';
import { TEST_MODE_NOTE } from './campaign-editor';

const M = ABANDONED_MESSAGES;
const s = ownerSuite(abandonedTestServer, { beforeAll, afterAll });
// The real server answers through jobs and several queries: on a loaded CI machine (load 8) what
// the user sees can take more than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 30_000 });

const api = () => createAbandonedClient(s.t.http(s.owner));

async function findCampaign(title: string) {
  return (await api().campaigns.list({ size: 200 })).items.find((c) => c.title === title);
}

function setup(path: string, session?: TestSession) {
  render(screenOnServer(s, <AbandonedEditPage />, path, { as: session }));
}

/** Sends email 1 as a test to `recipient` from the form; answers the mails the email log holds. */
async function sendTest(form: HTMLElement, recipient: string) {
  await userEvent.type(within(form).getByRole('textbox', { name: /Test recipient/ }), recipient);
  await userEvent.click(within(form).getByRole('button', { name: 'Send test of email 1' }));
  expect(await screen.findByText(M.testSent)).toBeInTheDocument();
  const log = await s.t.request('POST', '/email-logs/search', {
    token: s.owner.tokens.accessToken,
    body: {},
  });
  return ((await log.json()) as { items: { to_email: string; subject: string }[] }).items;
}

describe('Abandoned campaign editor (on the real server)', () => {
  it('creates a campaign whose email is made in the wizard: type, style, then copy step by step', async () => {
    const title = `Campaign ${randomUUID().slice(0, 6)}`;
    setup('/admin/abandoned/edit');
    const form = await screen.findByRole('form', { name: 'Campaign' });
    // Saving with nothing filled in: the messages, and nothing on the server.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.emailsRequired)).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), title);
    // The default sender (spec 1 §9): the store's name, its subdomain on the product mail domain
    // (this server has no custom domain); the user may change it.
    const fromName = within(form).getByRole('textbox', { name: /From name/ });
    const fromEmail = within(form).getByRole('textbox', { name: /From email/ });
    await waitFor(() => expect(fromEmail).toHaveValue(defaultSenderEmail('storeroom-demo', null)));
    expect(fromName).not.toHaveValue('');
    await userEvent.clear(fromName);
    await userEvent.type(fromName, 'Demo Store');
    await userEvent.clear(fromEmail);
    await userEvent.type(fromEmail, 'hello@demo.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Add email' }));

    const wizard = await screen.findByRole('dialog', { name: 'Email wizard' });
    // The defaults: type reminder, style plain (spec 1 §4).
    expect(await within(wizard).findByRole('radio', { name: 'Reminder' })).toBeChecked();
    await userEvent.click(within(wizard).getByRole('radio', { name: 'Incentive' }));
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByRole('radio', { name: 'Plain' })).toBeChecked();
    await userEvent.click(within(wizard).getByRole('radio', { name: 'Clean' }));
    // Back to the type is allowed, and the choice is kept.
    await userEvent.click(within(wizard).getByRole('button', { name: 'Back' }));
    expect(await within(wizard).findByRole('radio', { name: 'Incentive' })).toBeChecked();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByRole('radio', { name: 'Clean' })).toBeChecked();
    // The look (spec 1 §3 settings): the name the email shows, and its colours, each the style's
    // until picked.
    await userEvent.type(within(wizard).getByRole('textbox', { name: /Store name/ }), 'Corner Shop');
    const buttonColour = within(wizard).getByRole('textbox', { name: 'Button colour' });
    expect(buttonColour).toHaveValue(EMAIL_STYLE_COLOURS.clean.button_color);
    await userEvent.clear(buttonColour);
    await userEvent.type(buttonColour, '#ff5500');
    // The preview beside the steps is the server's drawing of the email as it stands.
    const preview = () => within(wizard).getByTitle('Email preview').getAttribute('srcdoc');
    await waitFor(() => expect(preview()).toContain('Corner Shop'));
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    // Copy: subject (required), headline, body, button.
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByText(M.subjectRequired)).toBeInTheDocument();
    await userEvent.type(within(wizard).getByRole('textbox', { name: /Subject/ }), 'Come back for 10% off');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    await userEvent.type(
      await within(wizard).findByRole('textbox', { name: /Headline/ }),
      'We saved your cart',
    );
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    await userEvent.type(await within(wizard).findByRole('textbox', { name: /Body/ }), 'Use COMEBACK10.');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    await userEvent.type(await within(wizard).findByRole('textbox', { name: /Button/ }), 'Finish my order');
    await waitFor(() =>
      expect(preview()).toContain('background:#ff5500;color:#fff;padding:8px 16px">Finish my order'),
    );
    await userEvent.click(within(wizard).getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Email wizard' })).not.toBeInTheDocument(),
    );

    const emails = within(form).getByRole('list', { name: 'Emails' });
    expect(within(emails).getByText('1. Incentive · Clean')).toBeInTheDocument();
    expect(within(emails).getByText('Come back for 10% off')).toBeInTheDocument();
    // The first email's default: 20 minutes (1200 s, spec 1 §9).
    expect(within(emails).getByRole('spinbutton', { name: /Send after \(email 1\)/ })).toHaveValue('20');

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    const saved = await findCampaign(title);
    expect(saved).toMatchObject({
      from_name: 'Demo Store',
      from_email: 'hello@demo.test',
      is_published: false,
      emails: [
        {
          template_type: 'incentive',
          template_style: 'clean',
          subject: 'Come back for 10% off',
          timeout_type: 0,
          timeout: 1200,
          settings: {
            headline: 'We saved your cart',
            body: 'Use COMEBACK10.',
            button: 'Finish my order',
            store_name: 'Corner Shop',
            button_color: '#ff5500',
          },
        },
      ],
    });
    // Colours not picked stay the style's (not saved as the email's own).
    expect(saved!.emails[0]!.settings.border_color).toBeUndefined();
    // The editor now shows the saved campaign (?id=).
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('changes a timeout, sends a test email (in the email log) and deletes the campaign', async () => {
    const created = await api().campaigns.create({
      title: `Temp ${randomUUID().slice(0, 6)}`,
      from_name: 'Demo',
      from_email: 'demo@demo.test',
      emails: [
        {
          template_type: 'reminder',
          template_style: 'plain',
          subject: 'Forgot something?',
          timeout_type: 0,
          timeout: 1200,
        },
      ],
    });
    setup(`/admin/abandoned/edit?id=${created.id}`);
    const form = await screen.findByRole('form', { name: 'Campaign' });
    const amount = within(form).getByRole('spinbutton', { name: /Send after \(email 1\)/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await userEvent.tab();
    await userEvent.click(within(form).getByRole('combobox', { name: /Unit \(email 1\)/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hours' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect((await api().campaigns.get(created.id)).emails[0]).toMatchObject({
      timeout_type: 1,
      timeout: 7200,
    });

    const mails = await sendTest(form, 'qa@demo.test');
    expect(mails.some((m) => m.to_email === 'qa@demo.test' && m.subject === 'Forgot something?')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(await findCampaign(created.title)).toBeUndefined();
  });

  it('test mode: a timeout of 0 is mailed at once as a test; saving it is refused with the rule, and nothing changes', async () => {
    const subject = `Right now ${randomUUID().slice(0, 6)}`;
    const created = await api().campaigns.create({
      title: `Test mode ${randomUUID().slice(0, 6)}`,
      from_name: 'Demo',
      from_email: 'demo@demo.test',
      emails: [
        { template_type: 'reminder', template_style: 'plain', subject, timeout_type: 0, timeout: 1200 },
      ],
    });
    setup(`/admin/abandoned/edit?id=${created.id}`);
    const form = await screen.findByRole('form', { name: 'Campaign' });
    expect(within(form).queryByRole('note', { name: 'Test mode' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('switch', { name: 'Test mode' }));
    expect(await within(form).findByRole('note', { name: 'Test mode' })).toHaveTextContent(TEST_MODE_NOTE);
    const amount = within(form).getByRole('spinbutton', { name: /Send after \(email 1\)/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.tab();
    expect(amount).toHaveValue('0');

    const mails = await sendTest(form, 'zero@demo.test');
    expect(mails.some((m) => m.to_email === 'zero@demo.test' && m.subject === subject)).toBe(true);

    // Saved, a campaign waits at least a minute: the rule under the field, the server unchanged.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.timeoutInvalid)).toBeInTheDocument();
    expect((await api().campaigns.get(created.id)).emails[0]).toMatchObject({ timeout: 1200 });

    // Off again: the note goes.
    await userEvent.click(within(form).getByRole('switch', { name: 'Test mode' }));
    await waitFor(() =>
      expect(within(form).queryByRole('note', { name: 'Test mode' })).not.toBeInTheDocument(),
    );
  });

  it('shows a campaign read-only with limited access', async () => {
    const campaign = (await api().campaigns.list({ size: 200 })).items[0]!;
    setup(
      `/admin/abandoned/edit?id=${campaign.id}`,
      await s.t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: 'Campaign' });
    expect(within(form).getByRole('textbox', { name: /Title/ })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
