import { QueryView } from '../../../components/query-view';
import { useSession } from '../../../lib/session';
import { useUsers } from '../api/get-users';
import { UsersTable } from '../components/users-table';

/** /dashboard/all-users (admins): every user, promote and delete. */
export function AllUsersPage() {
  const { user } = useSession();
  const users = useUsers();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">
        All Users {users.data && <span className="text-base-content/60">({users.data.length})</span>}
      </h1>
      <QueryView query={users} loadingLabel="Loading users">
        {(list) => <UsersTable users={list} currentUserId={user?.id} />}
      </QueryView>
    </section>
  );
}
