import type { User } from '@store/contract';

const empty = <span className="text-base-content/60">Not added yet</span>;

/** A web address becomes a link; other text stays text (the field is free, and `javascript:` must never be a link). */
function LinkedIn({ link }: { link: string }) {
  if (!link) return empty;
  if (!/^https?:\/\//i.test(link)) return link;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className="link [overflow-wrap:anywhere]">
      {link}
    </a>
  );
}

/** docs/product/accounts.md: gender (Male by default), contact no, address, education and a LinkedIn link. */
export function ProfileDetails({ profile }: { profile: User }) {
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: 'Gender', value: profile.gender },
    { label: 'Contact No', value: profile.phone || empty },
    { label: 'Address', value: profile.address || empty },
    { label: 'Education', value: profile.education || empty },
    { label: 'LinkedIn', value: <LinkedIn link={profile.linkedInLink} /> },
  ];
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title">Details</h2>
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
