import { useState } from 'react';
import type { User } from '@store/contract';
import { messages } from '@store/contract/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmailAddress } from '../../../components/email-address';
import { showToast } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useMakeAdmin } from '../api/make-admin';

const failure = (err: unknown, fallback: string) => void showToast(err instanceof Error ? err.message : fallback, 'error');

/** docs/product/accounts.md: serial, name, e-mail, Make Admin (not for admins) and a delete icon. */
export function UsersTable({ users, currentUserId }: { users: User[]; currentUserId: string | undefined }) {
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();
  const [toDelete, setToDelete] = useState<User | null>(null);

  const promote = async (user: User) => {
    try {
      await makeAdmin.mutateAsync(user.email);
      void showToast(messages.madeAdmin);
    } catch (err) {
      failure(err, 'Could not make this user an admin');
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteUser.mutateAsync(toDelete._id);
      void showToast(messages.deleted);
    } catch (err) {
      failure(err, 'Could not delete this user');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <table className="table table-zebra table-sm sm:table-md">
          <caption className="sr-only">All users</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Name</th>
              {/* On a phone the e-mail goes under the name, so the actions stay on screen. */}
              <th scope="col" className="hidden sm:table-cell">
                Email
              </th>
              <th scope="col">Role</th>
              <th scope="col">
                <span className="sr-only">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((u, i) => (
              <tr key={u._id}>
                <th scope="row">{i + 1}</th>
                <td className="[overflow-wrap:anywhere]">
                  <span className="font-medium">{u.name}</span>
                  <EmailAddress email={u.email} className="block text-xs text-base-content/70 sm:hidden" />
                </td>
                <td className="hidden sm:table-cell">
                  <EmailAddress email={u.email} />
                </td>
                <td>
                  {u.role === 'admin' ? (
                    <span className="badge badge-neutral">Admin</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-xs btn-neutral whitespace-nowrap"
                      disabled={makeAdmin.isPending && makeAdmin.variables === u.email}
                      onClick={() => void promote(u)}
                    >
                      Make Admin<span className="sr-only"> ({u.name})</span>
                    </button>
                  )}
                </td>
                <td>
                  {/* The server refuses to delete yourself; the icon is not offered either. */}
                  {u._id !== currentUserId && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm btn-square text-error"
                      aria-label={`Delete ${u.name}`}
                      onClick={() => setToDelete(u)}
                    >
                      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                        <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 002 2h8a2 2 0 002-2l1-12M9 7V4h6v3" />
                      </svg>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        busy={deleteUser.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
