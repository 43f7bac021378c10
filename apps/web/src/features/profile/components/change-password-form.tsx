import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changePasswordFormSchema, type ChangePasswordForm as Form } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { FieldError } from '../../../components/field-error';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { changePassword } from '../api/account';
import { ButtonSpinner } from '../../../components/spinner';

/** Change password: the current one, the new one twice. Other devices are signed out; this one stays. */
export function ChangePasswordForm() {
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
      void showToast(accountMessages.passwordChanged);
    } catch (err) {
      const message = err instanceof Error ? err.message : 'The password was not changed';
      setError(/invalid password/i.test(message) ? 'currentPassword' : 'root', {
        message: /invalid password/i.test(message) ? 'This is not your current password' : message,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label="Change password">
      <InputField id="current-password" label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
      <InputField id="new-password" label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
      <InputField id="confirm-password" label="Repeat the new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <FieldError id="change-password-error" message={errors.root?.message} />
      <button type="submit" className="btn btn-primary mt-2 self-start" disabled={isSubmitting}>
        <ButtonSpinner show={isSubmitting} />
        Change password
      </button>
    </form>
  );
}
