import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { PIXELS_MESSAGES } from '../../../contract';
import type { Pixel, PixelInput } from '../../../contract';
import { pixelsTestServer } from '../../../server/test-server';
import { PixelsEditPage } from './pixels-edit';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 30 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 30_000 });

const s = ownerSuite(pixelsTestServer, { beforeAll, afterAll });

const token = () => s.owner.tokens.accessToken;
const all = async (): Promise<Pixel[]> =>
  ((await (await s.t.request('GET', '/pixels?size=200', { token: token() })).json()) as { items: Pixel[] })
    .items;
const get = async (id: number): Promise<Pixel> =>
  (await (await s.t.request('GET', `/pixels/${id}`, { token: token() })).json()) as Pixel;
const newPixel = async (body: PixelInput) =>
  ((await (await s.t.request('POST', '/pixels', { token: token(), body })).json()) as Pixel).id;

function setup(path: string, session?: TestSession) {
  render(screenOnServer(s, <PixelsEditPage />, path, { as: session }));
}

describe('Edit pixel screen (on the real server)', () => {
  it('refuses a blank title and a bad Facebook pixel ID with their messages and creates nothing', async () => {
    const before = await all();
    setup('/admin/pixels/edit?id=0');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Pixel' });
    await user.click(within(form).getByRole('switch', { name: 'Use a Facebook pixel' }));
    await user.type(within(form).getByRole('textbox', { name: /Facebook pixel ID/ }), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(PIXELS_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(PIXELS_MESSAGES.facebookCodeInvalid)).toBeInTheDocument();
    expect(await all()).toHaveLength(before.length);
  });

  it('creates a pixel with a Facebook pixel on chosen pages', async () => {
    setup('/admin/pixels/edit');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Pixel' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Spring ads');
    await user.click(within(form).getByRole('checkbox', { name: 'Product Page' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Thank you' }));
    await user.click(within(form).getByRole('switch', { name: 'Use a Facebook pixel' }));
    await user.type(within(form).getByRole('textbox', { name: /Facebook pixel ID/ }), '1234567890');
    await user.type(within(form).getByLabelText(/Access token/), 'capi-token');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PIXELS_MESSAGES.created)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await all()).find((p) => p.title === 'Spring ads')).toMatchObject({
        enabled: true,
        position: 'head',
        pages: ['product', 'thank_you'],
        facebook: { code: '1234567890', access_token_set: true },
        google: null,
      }),
    );
  });

  it('edits a pixel: adds a Google pixel, keeps the saved access token it never shows', async () => {
    const id = await newPixel({
      title: 'Old title',
      facebook: { code: '55555555', access_token: 'keep-me' },
    });
    setup(`/admin/pixels/edit?id=${id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Pixel' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Old title');
    expect(within(form).getByLabelText(/Access token/)).toHaveValue('');
    expect(within(form).getByText('Saved. Leave empty to keep it.')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(within(form).getByRole('switch', { name: 'Use a Google pixel' }));
    await user.type(within(form).getByRole('textbox', { name: /Google tag ID/ }), 'G-NEWTAG123');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PIXELS_MESSAGES.updated)).toBeInTheDocument();
    expect(await get(id)).toMatchObject({
      title: 'New title',
      facebook: { code: '55555555', access_token_set: true },
      google: { code: 'G-NEWTAG123' },
    });
  });

  it('deletes the pixel after the generic question', async () => {
    const id = await newPixel({ title: 'Delete me' });
    setup(`/admin/pixels/edit?id=${id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete pixel' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(PIXELS_MESSAGES.confirmDelete)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(PIXELS_MESSAGES.deleted)).toBeInTheDocument();
    expect((await s.t.request('GET', `/pixels/${id}`, { token: token() })).status).toBe(404);
  });

  it('shows a missing pixel as not found', async () => {
    setup('/admin/pixels/edit?id=999999');
    expect(await screen.findByText(PIXELS_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('is read-only under limited access, without Save or Delete', async () => {
    const id = await newPixel({ title: 'Read only' });
    setup(
      `/admin/pixels/edit?id=${id}`,
      await s.t.employeeSession([{ subject: 'pixels', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: 'Pixel' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete pixel' })).not.toBeInTheDocument();
  });
});
