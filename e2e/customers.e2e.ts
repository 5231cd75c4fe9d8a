import { expect, test } from '@playwright/test';
import { signInAsOwner } from './helpers';

// The demo seed's first customer (packages/plugins/customers/src/server/seed-data.ts).
const OLIVIA = { name: 'Olivia Johnson', email: 'olivia.johnson0@example.com', phone: '+1.5125550147' };

test('the owner finds a customer, fixes an address phone (a bad one is refused) and creates a customer', async ({
  page,
}) => {
  await signInAsOwner(page);

  // The list, then a search pre-filled from ?chqsearch= (spec 1 §2).
  await page.goto('/admin/customers');
  const grid = page.getByRole('grid', { name: 'Customers' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('link').first()).toBeVisible();
  await page.goto(`/admin/customers?chqsearch=${encodeURIComponent(OLIVIA.email)}`);
  await expect(page).not.toHaveURL(/chqsearch/);
  await expect(grid.getByRole('link', { name: OLIVIA.name })).toBeVisible();
  await expect(grid.getByRole('link')).toHaveCount(1);

  // The profile: the last path segment is the id.
  await grid.getByRole('link', { name: OLIVIA.name }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: OLIVIA.name })).toBeVisible();
  const addresses = page.getByRole('list', { name: 'Saved addresses' });
  await expect(addresses.getByText(OLIVIA.phone)).toBeVisible();

  // A phone that is not valid for the US: the message, and nothing saved.
  await page.getByRole('button', { name: 'Edit address 1' }).click();
  const form = page.getByRole('form', { name: 'Edit address' });
  const phone = form.getByRole('textbox', { name: 'Phone' });
  await phone.fill('123');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(
    form.getByText('Please enter a valid phone number for the selected country.').first(),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(addresses.getByText(OLIVIA.phone)).toBeVisible();

  // A valid one is stored as +dial.number.
  await page.getByRole('button', { name: 'Edit address 1' }).click();
  await form.getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0199');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Customer updated successfully.').first()).toBeVisible();
  await expect(addresses.getByText('+1.5125550199')).toBeVisible();

  // A new customer from the list opens its profile.
  await page.getByRole('link', { name: 'Back to customers' }).click();
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByLabel(/^Email/).fill('Grace.Hopper@Example.com');
  await dialog.getByLabel('Full name').fill('Grace Hopper');
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByText('Customer created successfully.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByText('grace.hopper@example.com')).toBeVisible();

  // The same email again is refused with a message.
  await page.getByRole('link', { name: 'Back to customers' }).click();
  await page.getByRole('button', { name: 'New customer' }).click();
  await dialog.getByLabel(/^Email/).fill('grace.hopper@example.com');
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog.getByText('A customer with this email already exists.')).toBeVisible();
});

// The customer's own phone on the profile: checked for its country, stored as +dial.number.
test('the owner changes a customer’s own phone (a bad one is refused)', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(`/admin/customers?chqsearch=${encodeURIComponent(OLIVIA.email)}`);
  await page.getByRole('grid', { name: 'Customers' }).getByRole('link', { name: OLIVIA.name }).click();
  const contact = page.getByRole('region', { name: 'Contact' });
  const phone = contact.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveValue('(512) 555-0147');

  await phone.fill('555 01');
  await contact.getByRole('button', { name: 'Save phone' }).click();
  await expect(
    contact.getByText('Please enter a valid phone number for the selected country.').first(),
  ).toBeVisible();
  await page.reload();
  await expect(phone).toHaveValue('(512) 555-0147');

  await phone.fill('(303) 555-0164');
  await contact.getByRole('button', { name: 'Save phone' }).click();
  await expect(page.getByText('Customer updated successfully.').first()).toBeVisible();
  await page.reload();
  await expect(phone).toHaveValue('(303) 555-0164');
});
