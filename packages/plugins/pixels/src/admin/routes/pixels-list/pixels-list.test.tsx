import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { PIXELS_MESSAGES } from '../../../contract';
import type { Pixel } from '../../../contract';
import { pixelsTestServer } from '../../../server/test-server';
import { PixelsListPage } from './pixels-list';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 30 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 30_000 });

const s = ownerSuite(pixelsTestServer, { beforeAll, afterAll });

function setup(session?: TestSession, path = '/admin/pixels') {
  render(screenOnServer(s, <PixelsListPage />, path, { as: session }));
}

const serverTitles = async () =>
  (
    (await (await s.t.request('GET', '/pixels?size=200', { token: s.owner.tokens.accessToken })).json()) as {
      items: Pixel[];
    }
  ).items.map((p) => p.title);

describe('Pixels list (on the real server)', () => {
  it('lists the pixels with their kinds, pages and status, and offers "Add pixel"', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Pixels' });
    await within(grid).findByRole('link', { name: 'Facebook ads' });
    expect(within(grid).getByRole('link', { name: 'Google Ads conversions' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/pixels\/edit\?id=\d+$/),
    );
    expect(within(grid).getByText('Facebook, Google')).toBeInTheDocument();
    expect(within(grid).getByText('Product Page, Cart')).toBeInTheDocument();
    expect(within(grid).getAllByText('Disabled')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Add pixel' })).toBeInTheDocument();
  });

  it('deletes a pixel after the generic question', async () => {
    const created = await s.t.request('POST', '/pixels', {
      token: s.owner.tokens.accessToken,
      body: { title: 'To be deleted' },
    });
    expect(created.status).toBe(201);
    setup();
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Pixels' });
    await within(grid).findByRole('link', { name: 'To be deleted' });
    await user.click(within(grid).getByRole('button', { name: 'Delete pixel To be deleted' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(PIXELS_MESSAGES.confirmDelete)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(PIXELS_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(grid).queryByRole('link', { name: 'To be deleted' })).not.toBeInTheDocument(),
    );
    expect(await serverTitles()).not.toContain('To be deleted');
  });

  it('keeps a pixel when the question is answered No', async () => {
    setup();
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Pixels' });
    await within(grid).findByRole('link', { name: 'Old campaign' });
    await user.click(within(grid).getByRole('button', { name: 'Delete pixel Old campaign' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await serverTitles()).toContain('Old campaign');
  });

  it('is read-only under limited pixels access', async () => {
    setup(await s.t.employeeSession([{ subject: 'pixels', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'Pixels' });
    await within(grid).findByRole('link', { name: 'Facebook ads' });
    expect(screen.queryByRole('link', { name: 'Add pixel' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /Delete pixel/ })).not.toBeInTheDocument();
  });
});
