import { configure, render, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_THEME, THEME_TYPES } from '@storeroom/plugin-themes/contract';
import { DEMO_CREDENTIALS, defineServerPlugin, provide } from '@storeroom/server';
import { createTestServer, ownerSuite } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { PIXELS_MESSAGES } from '../../../contract';
import { pixelsServerPlugin } from '../../../server/plugin';
import { PixelsEditPage } from '../pixels-edit/pixels-edit';
import { PixelsListPage } from './pixels-list';

configure({ asyncUtilTimeout: 30_000 });

// A stand-in for the themes area: its contract's ACTIVE_THEME answering a builder theme.
const builderTheme = defineServerPlugin({
  id: 'fake-themes',
  provides: [
    provide(ACTIVE_THEME, () => ({
      activeTheme: async () => ({ id: 1, type: THEME_TYPES.builder2, builder_theme_id: 3 }),
    })),
  ],
});

const s = ownerSuite(() => createTestServer({ plugins: [pixelsServerPlugin, builderTheme] }), {
  beforeAll,
  afterAll,
});

function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

describe('Pixels under a builder theme (spec 2 §6, spec 4)', () => {
  it('/admin/pixels goes to /admin/app/pixels with the deprecation warning and no "Add pixel"', async () => {
    render(
      <AdminTestProvider
        fetch={s.t.fetch}
        {...await s.t.session(DEMO_CREDENTIALS.owner)}
        initialPath="/admin/pixels"
      >
        <PixelsListPage />
        <Where />
      </AdminTestProvider>,
    );
    expect(await screen.findByText(PIXELS_MESSAGES.builderThemeDeprecated)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/admin/app/pixels');
    const grid = await screen.findByRole('grid', { name: 'Pixels' });
    await within(grid).findByRole('link', { name: 'Facebook ads' });
    expect(screen.queryByRole('link', { name: 'Add pixel' })).not.toBeInTheDocument();
  });

  it('the new pixel screen shows the warning and offers no Save', async () => {
    render(
      <AdminTestProvider
        fetch={s.t.fetch}
        {...await s.t.session(DEMO_CREDENTIALS.owner)}
        initialPath="/admin/pixels/edit?id=0"
      >
        <Routes>
          <Route path="*" element={<PixelsEditPage />} />
        </Routes>
      </AdminTestProvider>,
    );
    expect(await screen.findByText(PIXELS_MESSAGES.builderThemeDeprecated)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Pixel' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
