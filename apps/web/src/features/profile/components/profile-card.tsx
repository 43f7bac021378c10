import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@store/contract';
import { EmailAddress } from '../../../components/email-address';
import { specMessages } from '../../../lib/spec-messages';

/**
 * docs/product/accounts.md: image, name, e-mail and role (messages.defaultRole unless the record says admin).
 * Without a picture, or when it cannot be loaded, the initials take its place.
 */
export function ProfileCard({ profile }: { profile: User }) {
  const { t, i18n } = useLingui();
  const name = profile.name;
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const initials = profile.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center text-center">
        <div className="avatar">
          <div className="w-28 rounded-full ring-2 ring-primary ring-offset-2 ring-offset-base-100">
            {profile.image && failedImage !== profile.image ? (
              <img
                src={profile.image}
                alt={t`Profile picture of ${name}`}
                referrerPolicy="no-referrer"
                onError={() => setFailedImage(profile.image)}
              />
            ) : (
              <span
                className="flex size-full items-center justify-center bg-neutral text-3xl font-bold text-neutral-content"
                role="img"
                aria-label={t`No picture for ${name}`}
              >
                {initials || '?'}
              </span>
            )}
          </div>
        </div>
        <h2 className="card-title mt-2 text-2xl [overflow-wrap:anywhere]">{profile.name}</h2>
        <p className="text-base-content/80">
          <EmailAddress email={profile.email} />
        </p>
        <span className="badge badge-neutral">{profile.role === 'admin' ? t`Admin` : i18n._(specMessages.defaultRole)}</span>
      </div>
    </div>
  );
}
