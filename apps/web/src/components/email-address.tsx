import { Fragment } from 'react';

/**
 * An e-mail address that may wrap before its '@' and dots, where a reader expects it to, and
 * mid-name only when one part is wider than the whole line.
 */
export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
