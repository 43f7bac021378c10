import { useState } from 'react';
import type { User } from '@store/contract';
import { messages } from '@store/contract/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmailAddress } from '../../../components/email-address';
import { showToast } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useMakeAdmin } from '../api/make-admin';

const failure = (err: unknown, fallback: string) => void showToast(err instanceof Error ? err.message : fallback, 'error');

function Whom({ user }: { user: User }) {
  return (
    <p data-testid="dialog-user">
      <span className="block font-semibold">{user.name}</span>
      <EmailAddress email={user.email} className="block" />
    </p>
  );
}

/** docs/product/accounts.md: serial, name, e-mail, Make Admin (not for admins) and a delete icon. */
export function UsersTable({ users, currentUserId }: { users: User[]; currentUserId: string | undefined }) {
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();
  const [toDelete, setToDelete] = useState<User | null>(null);
  // Promotion cannot be undone from the screens, so it asks first, naming whom it promotes.
  const [toPromote, setToPromote] = useState<User | null>(null);

  const confirmPromote = async () => {
    if (!toPromote) return;
    try {
      await makeAdmin.mutateAsync(toPromote.email);
      void showToast(messages.madeAdmin);
    } catch (err) {
      failure(err, 'Could not make this user an admin');
    } finally {
      setToPromote(null);
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
              {/* From sm up an address has its own column and room to stay on one line. */}
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
                  <EmailAddress email={u.email} oneLine />
                </td>
                <td>
                  {u.role === 'admin' ? (
                    <span className="badge badge-neutral">Admin</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-xs btn-neutral whitespace-nowrap"
                      disabled={makeAdmin.isPending && makeAdmin.variables === u.email}
                      onClick={() => setToPromote(u)}
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
        open={toPromote !== null}
        message={toPromote ? `Make ${toPromote.name} an admin?` : ''}
        confirmLabel="Make Admin"
        cancelLabel="Keep as user"
        busy={makeAdmin.isPending}
        onConfirm={() => void confirmPromote()}
        onCancel={() => setToPromote(null)}
      >
        {toPromote && (
          <>
            <Whom user={toPromote} />
            <p className="mt-2">They will manage products, orders and users. There is no way back from the screens.</p>
          </>
        )}
      </ConfirmDialog>
      {/* The customer's question as it is; the details say whom it deletes. */}
      <ConfirmDialog
        open={toDelete !== null}
        busy={deleteUser.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (
          <>
            <Whom user={toDelete} />
            <p className="mt-2">Their account and sign-in go; their orders and reviews stay, anonymised.</p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
