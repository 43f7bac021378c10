import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { expectSessionEnd } from '../../../lib/api-client';
import type { I18n } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { saveFile } from '../../../lib/save-file';
import { showToast } from '../../../lib/toast';
import { accountSpecMessages } from '../account-messages';
import { deleteMyAccount, exportMyData } from '../api/account';
import { ButtonSpinner } from '../../../components/spinner';

/** Hands the browser a JSON file to save (no server round trip beyond the export itself). */
const saveJson = (data: unknown, fileName: string) =>
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);

const errorText = (i18n: I18n, err: unknown) => (err instanceof Error ? err.message : i18n._(msg`Something went wrong`));

/** Download my data; delete my account (after a confirmation). */
export function MyDataActions() {
  const { t, i18n } = useLingui();
  const { signOut, isAdmin } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deleted = useRef(false);
  useEffect(
    () => () => {
      // The guard resets expectSessionEnd when it unmounts (require-auth.tsx).
      if (deleted.current) void signOut();
    },
    [signOut],
  );

  const download = async () => {
    setBusy('export');
    try {
      saveJson(await exportMyData(), 'kerfline-my-data.json');
    } catch (err) {
      void showToast(errorText(i18n, err), 'error');
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      expectSessionEnd(true);
      await deleteMyAccount();
      setConfirming(false);
      // Leave the dashboard first; the session is forgotten once this page is gone (the effect
      // below). Signing out while the dashboard is still shown would let its guard send the
      // browser to /login (the router applies navigations as transitions, after urgent updates).
      deleted.current = true;
      navigate('/', { replace: true });
      void showToast(i18n._(accountSpecMessages.accountDeleted));
    } catch (err) {
      expectSessionEnd(false);
      setConfirming(false);
      void showToast(errorText(i18n, err), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <button type="button" className="btn btn-outline" onClick={() => void download()} disabled={busy !== null}>
        <ButtonSpinner show={busy === 'export'} />
        <Trans>Download my data</Trans>
      </button>
      {!isAdmin && (
        <button type="button" className="btn btn-error btn-outline" onClick={() => setConfirming(true)} disabled={busy !== null}>
          <Trans>Delete my account</Trans>
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        message={i18n._(accountSpecMessages.confirmDeleteAccount)}
        confirmLabel={t`Delete my account`}
        busy={busy === 'delete'}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
