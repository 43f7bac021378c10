/**
 * An e-mail address kept whole: when it is wider than the line it wraps before its '@', never inside
 * the name or the domain ("admin@kerfline" over ".test" reads as two addresses). Each part is an
 * unbreakable inline block, so a table sizes the column to hold a part whole rather than squeezing
 * it. `oneLine` where it has a column of its own: never wrapped.
 */
export function EmailAddress({ email, className = '', oneLine = false }: { email: string; className?: string; oneLine?: boolean }) {
  const at = email.lastIndexOf('@');
  if (oneLine || at <= 0) return <span className={`whitespace-nowrap ${className}`}>{email}</span>;
  return (
    <span className={className}>
      <span className="inline-block whitespace-nowrap">{email.slice(0, at)}</span>
      <span className="inline-block whitespace-nowrap">{email.slice(at)}</span>
    </span>
  );
}
