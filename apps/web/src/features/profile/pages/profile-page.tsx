import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryView } from '../../../components/query-view';
import { useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { EditProfileForm } from '../components/edit-profile-form';
import { MyDataActions } from '../components/my-data-actions';
import { ProfileCard } from '../components/profile-card';
import { ProfileDetails } from '../components/profile-details';

/** /dashboard/profile: My Profile (docs/product/accounts.md). */
export function ProfilePage() {
  const { t } = useLingui();
  const { user } = useSession();
  const profile = useProfile(user?.email);
  const [editing, setEditing] = useState(false);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>My Profile</Trans>
      </h1>
      <QueryView query={profile} loadingLabel={t`Loading your profile`}>
        {(data) => (
          <>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_1fr]">
              <ProfileCard profile={data} />
              <ProfileDetails profile={data} />
            </div>
            <div>
              <button
                type="button"
                className="btn btn-primary"
                aria-expanded={editing}
                aria-controls="edit-profile-panel"
                onClick={() => setEditing((e) => !e)}
              >
                <Trans>Edit Profile</Trans>
              </button>
            </div>
            {editing && (
              <div id="edit-profile-panel" className="card border border-base-300 bg-base-100 shadow-sm">
                <div className="card-body">
                  <h2 className="card-title">
                    <Trans>Edit Profile</Trans>
                  </h2>
                  <EditProfileForm profile={data} onDone={() => setEditing(false)} />
                </div>
              </div>
            )}
          </>
        )}
      </QueryView>
      <section aria-labelledby="my-account-title" className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          <h2 id="my-account-title" className="card-title">
            <Trans>My account</Trans>
          </h2>
          <div className="flex max-w-md flex-col gap-2">
            <h3 className="font-semibold">
              <Trans>Change password</Trans>
            </h3>
            <ChangePasswordForm />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">
              <Trans>My data</Trans>
            </h3>
            <p className="text-sm">
              <Trans>Download everything the shop keeps about you, or delete your account.</Trans>
            </p>
            <MyDataActions />
          </div>
        </div>
      </section>
    </section>
  );
}
