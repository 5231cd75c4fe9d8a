import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { OWNER, logIn, signIfAsked } from './helpers';

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** No processor enabled: the demo store as seeded (before the run, and after it for the others). */
async function disableProcessors(request: APIRequestContext) {
  const headers = await ownerHeaders(request);
  const res = await request.get('/api/v1/payment-settings', { headers });
  const { processors } = (await res.json()) as { processors: { processor: string; enabled: boolean }[] };
  const body = Object.fromEntries(
    processors.filter((p) => p.enabled).map((p) => [p.processor, { enabled: false }]),
  );
  const patched = await request.patch('/api/v1/payment-settings', { headers, data: body });
  expect(patched.status()).toBe(200);
}

test.afterEach(async ({ request }) => disableProcessors(request));

// The payments plugin (made with `storeroom create plugin`) in the assembled admin: the owner
// follows the dashboard's "Set up payments" shortcut, enables the Sandbox processor as the
// default from the payment processors list, and the checklist then shows the step done.
test('the owner enables the sandbox processor as the default and the checklist shows payments done', async ({
  page,
  request,
}) => {
  await disableProcessors(request);
  await page.goto('/admin');
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);
  const checklist = page.getByRole('region', { name: 'Set up your store' });
  await checklist.getByRole('link', { name: 'Set up payments' }).click();
  await expect(page).toHaveURL(/\/admin\/payment\/index$/);
  await expect(page.getByText('No payment processor is enabled yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add payment processor' }).click();
  const list = page.getByRole('dialog', { name: 'Payment processors' });
  await list.getByRole('button', { name: 'Set up Sandbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox settings' });
  await expect(dialog.getByText('Sandbox: no real card is charged.')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Enabled' }).click();
  await dialog.getByRole('checkbox', { name: 'Charge cards with this processor' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings successfully updated.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Enabled payment processors' })
    .getByRole('row', { name: /Sandbox/ });
  await expect(row.getByText('Default')).toBeVisible();

  // The dashboard's checklist: "Set up payments" is done (spec 2 §2). Once every step is done
  // the checklist is hidden; then the dashboard's API answers the step done.
  await page.goto('/admin');
  await expect(page.getByText(/^Good (night|morning|afternoon|evening), Dana Owner\./)).toBeVisible();
  if (await checklist.isVisible()) {
    const step = checklist.getByRole('listitem').filter({ hasText: 'Set up payments' });
    await expect(step.getByText('Done')).toBeVisible();
  } else {
    await expect(async () => {
      const res = await request.get('/api/v1/dashboard', { headers: await ownerHeaders(request) });
      const { checklist: steps } = (await res.json()) as { checklist: { id: string; done: boolean }[] };
      expect(steps.find((s) => s.id === 'payments')).toMatchObject({ done: true });
    }).toPass();
  }
});
