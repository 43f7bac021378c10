import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordFormSchema, type ChangePasswordForm as Form } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { FieldError } from '../../../components/field-error';
import { useSession } from '../../../lib/session';
import { translateSpecText } from '../../../lib/spec-text';
import { showToast } from '../../../lib/toast';
import { accountSpecMessages } from '../account-messages';
import { changePassword } from '../api/account';
import { ButtonSpinner } from '../../../components/spinner';

/** Change password: the current one, the new one twice. Other devices are signed out; this one stays. */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  /** A message of the contract's schemas in the page's language (any other text as it is). */
  const spec = (text: string | undefined) => (text === undefined ? undefined : translateSpecText(i18n, text));
  const { user, completeSignIn } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { token } = await changePassword({ currentPassword, newPassword });
      if (token && user) completeSignIn(token, user);
      reset();
      void showToast(i18n._(accountSpecMessages.passwordChanged));
    } catch (err) {
      const message = err instanceof Error ? err.message : t`The password was not changed`;
      setError(/invalid password/i.test(message) ? 'currentPassword' : 'root', {
        message: /invalid password/i.test(message) ? t`This is not your current password` : message,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label={t`Change password`}>
      <InputField
        id="current-password"
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={spec(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <InputField id="new-password" label={t`New password`} type="password" autoComplete="new-password" error={spec(errors.newPassword?.message)} {...register('newPassword')} />
      <InputField
        id="confirm-password"
        label={t`Repeat the new password`}
        type="password"
        autoComplete="new-password"
        error={spec(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <FieldError id="change-password-error" message={errors.root?.message} />
      <button type="submit" className="btn btn-primary mt-2 self-start" disabled={isSubmitting}>
        <ButtonSpinner show={isSubmitting} />
        <Trans>Change password</Trans>
      </button>
    </form>
  );
}
