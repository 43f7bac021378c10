/**
 * An e-mail address kept whole: when it is wider than the line it may wrap before its '@', never
 * inside the name or the domain ("admin@kerfline" over ".test" reads as two addresses). It uses
 * `overflow-wrap: break-word`, not `anywhere`, so a table sizes the column to hold each part whole
 * instead of squeezing it; only a part wider than the whole screen still breaks.
 */
export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className={`[overflow-wrap:break-word] ${className}`}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
