import { countryName } from '@store/contract';
import { countryLabel } from './market-admin-format';

/** The codes typed so far, each with its country's name; an unknown code is marked. Inline: it sits in a field's note. */
export function CountryNames({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {codes.map((code, i) => (
        <span key={`${code}-${i}`} className={`badge badge-sm ${countryName(code) ? 'badge-ghost' : 'badge-error'}`}>
          {countryName(code) ? countryLabel(code) : `${code}: not a country code`}
        </span>
      ))}
    </span>
  );
}
