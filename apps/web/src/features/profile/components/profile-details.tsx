import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { languageNames } from '@store/contract/languages';
import type { User } from '@store/contract';
import { genderLabels } from '../account-messages';

function Empty() {
  return (
    <span className="text-base-content/60">
      <Trans>Not added yet</Trans>
    </span>
  );
}

/** A web address becomes a link; other text stays text (the field is free, and `javascript:` must never be a link). */
function LinkedIn({ link }: { link: string }) {
  if (!link) return <Empty />;
  if (!/^https?:\/\//i.test(link)) return link;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className="link [overflow-wrap:anywhere]">
      {link}
    </a>
  );
}

/** docs/product/accounts.md: gender (Male by default), contact no, address, education and a LinkedIn link. */
export function ProfileDetails({ profile }: { profile: User }) {
  const { t, i18n } = useLingui();
  const empty = <Empty />;
  const rows: { label: string; value: ReactNode }[] = [
    { label: t`Gender`, value: profile.gender in genderLabels ? i18n._(genderLabels[profile.gender]) : profile.gender },
    { label: t`Contact No`, value: profile.phone || empty },
    { label: t`Address`, value: profile.address || empty },
    { label: t`Education`, value: profile.education || empty },
    { label: t`LinkedIn`, value: <LinkedIn link={profile.linkedInLink} /> },
    { label: t`Language of your e-mails`, value: <span lang={profile.language}>{languageNames[profile.language]}</span> },
  ];
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title">
          <Trans>Details</Trans>
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map((r) => (
            <div key={r.label} className="contents">
              <dt className="font-semibold">{r.label}</dt>
              <dd className="mb-2 break-words sm:mb-0">{r.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
