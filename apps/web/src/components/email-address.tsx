import { Fragment } from 'react';

/**
 * A domain (with its '@') longer than this may break before a dot as a last resort: on a 375 px
 * phone's table it cannot have a line of its own. Shorter ones never break, and so hold the column
 * wide enough for themselves.
 */
const longDomain = 16;

/**
 * An e-mail address kept whole: when it is wider than the line it wraps before its '@' (a name too
 * long for a phone's line after one of its hyphens, a very long domain before a dot), never
 * mid-word, and a short domain never ("admin@kerfline" over ".test" reads as two addresses). Each
 * part is an inline block that ignores the `overflow-wrap: anywhere` of the cell around it, so a
 * table sizes the column to hold a part whole instead of squeezing it. `oneLine` where it has a
 * column of its own: never wrapped.
 */
export function EmailAddress({ email, className = '', oneLine = false }: { email: string; className?: string; oneLine?: boolean }) {
  const at = email.lastIndexOf('@');
  if (oneLine || at <= 0) return <span className={`whitespace-nowrap ${className}`}>{email}</span>;
  const domain = email.slice(at);
  return (
    <span className={className}>
      <span className="inline-block [overflow-wrap:normal]">{email.slice(0, at)}</span>
      <span className="inline-block [overflow-wrap:normal]">
        {domain.length <= longDomain
          ? domain
          : domain.split(/(?=\.)/).map((part, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
      </span>
    </span>
  );
}
