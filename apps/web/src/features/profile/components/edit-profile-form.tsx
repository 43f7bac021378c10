import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { genderSchema, languageNames, languages, profileUpdateSchema, type ProfileUpdate, type User } from '@store/contract';
import { InputField, ReadOnlyField, SelectField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { specMessages } from '../../../lib/spec-messages';
import { translateSpecText } from '../../../lib/spec-text';
import { genderLabels } from '../account-messages';
import { useUpdateProfile } from '../api/update-profile';
import { ButtonSpinner } from '../../../components/spinner';

const editable = ['name', 'image', 'gender', 'phone', 'address', 'education', 'linkedInLink', 'language'] as const;
type Editable = (typeof editable)[number];

const labels: Record<Editable, MessageDescriptor> = {
  name: msg`Name`,
  image: msg`Photo URL`,
  gender: msg`Gender`,
  phone: msg`Contact No`,
  address: msg`Address`,
  education: msg`Education`,
  linkedInLink: msg`LinkedIn link`,
  language: msg`Language of your e-mails`,
};

/** The Edit Profile panel: every field but role and e-mail, validated by the contract's schema. */
export function EditProfileForm({ profile, onDone }: { profile: User; onDone: () => void }) {
  const { t, i18n } = useLingui();
  /** A message of the contract's schemas in the page's language (any other text as it is). */
  const spec = (text: string | undefined) => (text === undefined ? undefined : translateSpecText(i18n, text));
  const { user } = useSession();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      name: profile.name,
      image: profile.image ?? '',
      gender: profile.gender,
      phone: profile.phone,
      address: profile.address,
      education: profile.education,
      linkedInLink: profile.linkedInLink,
      language: profile.language,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    // docs/product/accounts.md: nobody signed in (e.g. signed out in another tab meanwhile).
    if (!user) {
      void showToast(i18n._(specMessages.noUserLoggedIn), 'error');
      return;
    }
    try {
      await update.mutateAsync({ id: profile._id, input: { ...values, email: user.email } });
      void showToast(i18n._(specMessages.profileUpdated));
      onDone();
    } catch (err) {
      if (!applyServerFieldErrors(err, setError, editable)) {
        void showToast(err instanceof Error ? err.message : t`Could not update your profile`, 'error');
      }
    }
  });

  const input = (name: Exclude<Editable, 'gender' | 'language'>, type: 'text' | 'url' | 'tel' = 'text', autoComplete?: string) => (
    <InputField
      id={`profile-${name}`}
      label={i18n._(labels[name])}
      type={type}
      autoComplete={autoComplete}
      error={spec(errors[name]?.message)}
      {...register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Edit Profile`} className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      {input('name', 'text', 'name')}
      <ReadOnlyField id="profile-email" label={t`Email (cannot be changed)`} value={profile.email} />
      <SelectField id="profile-gender" label={i18n._(labels.gender)} error={spec(errors.gender?.message)} {...register('gender')}>
        {genderSchema.options.map((gender) => (
          <option key={gender} value={gender}>
            {i18n._(genderLabels[gender])}
          </option>
        ))}
      </SelectField>
      {input('phone', 'tel', 'tel')}
      {input('address', 'text', 'street-address')}
      {input('education')}
      {input('linkedInLink', 'url')}
      {input('image', 'url', 'photo')}
      <SelectField id="profile-language" label={i18n._(labels.language)} error={spec(errors.language?.message)} {...register('language')}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </SelectField>
      <div className="mt-4 flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          <ButtonSpinner show={isSubmitting} />
          <Trans>Save Changes</Trans>
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
