// My Orders as a shopper with a paid and an unpaid order: the paid order's delete icon looks
// disabled and says why, the unpaid one looks ready, and no text in the list breaks mid-word.
import { expect, test } from '@playwright/test';
import { signUpViaUi } from './support/auth';
import { stylesOf, wordsBrokenAcrossLines } from './support/layout';
import { callerOf, payOrder, placeOrder, productNamed } from './support/shop';
import { shot } from './support/shots';

const saws = { unpaid: 'Kerfline CS-185 Circular Saw', paid: 'Kerfline JS-90 Orbital Jig Saw' };

test('a paid order’s delete icon looks disabled and says why; an unpaid one looks ready', async ({ page }, testInfo) => {
  const me = await signUpViaUi(page, { name: 'Paula Paid' });
  const shopper = { ...(await callerOf(page)), email: me.email, name: me.name };
  await placeOrder(shopper, await productNamed(page.request, saws.unpaid));
  await payOrder(shopper, await placeOrder(shopper, await productNamed(page.request, saws.paid)));

  await page.goto('/dashboard');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  const paidDelete = rows.filter({ hasText: saws.paid }).getByRole('button', { name: `Delete order for ${saws.paid}` });
  const unpaidDelete = rows.filter({ hasText: saws.unpaid }).getByRole('button', { name: `Delete order for ${saws.unpaid}` });

  await expect(paidDelete).toBeDisabled();
  await expect(paidDelete).toHaveAccessibleDescription('Paid orders cannot be deleted');
  await expect(paidDelete).toHaveAttribute('title', 'Paid orders cannot be deleted');
  await expect(unpaidDelete).toBeEnabled();

  const looks = ['color', 'opacity', 'cursor', 'pointer-events'];
  const ready = await stylesOf(unpaidDelete, ...looks);
  const disabled = await stylesOf(paidDelete, ...looks);
  expect(ready).toMatchObject({ opacity: '1', cursor: 'pointer' });
  expect(disabled.color, 'a disabled icon is not drawn in the active colour').not.toBe(ready.color);
  expect(Number(disabled.opacity)).toBeLessThan(1);
  expect(disabled.cursor).toBe('not-allowed');
  // Pointing at it shows the cursor and the tooltip, so it must not let the pointer through.
  expect(disabled['pointer-events']).not.toBe('none');

  // Every disabled button on the page looks it (the Paid button as well).
  const disabledButtons = await page.locator('main button:disabled').all();
  expect(disabledButtons.length).toBeGreaterThanOrEqual(2);
  for (const button of disabledButtons) {
    const style = await stylesOf(button, 'opacity', 'cursor');
    expect(Number(style.opacity)).toBeLessThan(1);
    expect(style.cursor).toBe('not-allowed');
  }

  expect(await wordsBrokenAcrossLines(page.getByRole('table', { name: 'My orders, newest first' }))).toEqual([]);
  await shot(page, testInfo, 'my-orders-paid-and-unpaid');
});
