import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { User } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { userRecord } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { AllUsersPage } from './all-users-page';

/** GET /api/user and the two actions on it, over a list kept here. */
function users() {
  let list: User[] = [
    userRecord({ _id: admin.id, name: admin.name, email: admin.email, role: 'admin' }),
    userRecord({ _id: 'u-2', name: 'Robin Carpenter', email: 'robin@example.test' }),
    userRecord({ _id: 'u-3', name: 'Lee Joiner', email: 'lee@example.test' }),
  ];
  const sent: string[] = [];
  api.use(
    http.get('/api/user', () => HttpResponse.json(list)),
    http.put('/api/user/admin/:email', ({ params }) => {
      sent.push(`admin ${String(params.email)}`);
      list = list.map((u) => (u.email === params.email ? { ...u, role: 'admin' as const } : u));
      return HttpResponse.json({ modifiedCount: 1 });
    }),
    http.delete('/api/user/:id', ({ params }) => {
      sent.push(`delete ${String(params.id)}`);
      list = list.filter((u) => u._id !== params.id);
      return HttpResponse.json({ deletedCount: 1 });
    }),
  );
  return sent;
}

describe('All Users (back office)', () => {
  it('numbers every user, marks admins and offers no deleting oneself', async () => {
    users();
    signInAs(admin);
    renderScreen(<AllUsersPage />, { url: '/dashboard/all-users' });
    const table = await screen.findByRole('table', { name: 'All users' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Users (3)');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['1', '2', '3']);
    expect(within(rows[0]!).getByText('Admin')).toBeVisible();
    expect(within(table).queryByRole('button', { name: `Delete ${admin.name}` })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete Robin Carpenter' })).toBeVisible();
  });

  it('makes a user an admin only after asking, and says so', async () => {
    const sent = users();
    signInAs(admin);
    const { user } = renderScreen(<AllUsersPage />, { url: '/dashboard/all-users' });
    await user.click(await screen.findByRole('button', { name: 'Make Admin (Robin Carpenter)' }));
    const question = await screen.findByRole('dialog', { name: 'Make Robin Carpenter an admin?' });
    // The question says whom it promotes: the name and the e-mail address under it.
    expect(question).toHaveTextContent('robin@example.test');
    await user.click(within(question).getByRole('button', { name: 'Keep as user' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Make Admin (Robin Carpenter)' }));
    const again = await screen.findByRole('dialog', { name: 'Make Robin Carpenter an admin?' });
    await user.click(within(again).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Successfully made an admin')).toBeVisible();
    expect(sent).toEqual(['admin robin@example.test']);
    await expect.poll(() => screen.queryByRole('button', { name: 'Make Admin (Robin Carpenter)' })).toBeNull();
  });

  it("deletes a user only after the customer's question", async () => {
    const sent = users();
    signInAs(admin);
    const { user } = renderScreen(<AllUsersPage />, { url: '/dashboard/all-users' });
    await user.click(await screen.findByRole('button', { name: 'Delete Lee Joiner' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure want to delete this item ?' });
    expect(sent).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully / Delete This Item')).toBeVisible();
    await expect.poll(() => screen.queryByText('Lee Joiner')).toBeNull();
    expect(sent).toEqual(['delete u-3']);
  });
});
