import type { ReactNode } from 'react';

/** The frame shared by /login and /signup; `reason`: why the visitor was sent here (sign-in-reason.ts). */
export function AuthCard({ title, reason, children }: { title: string; reason?: string | null; children: ReactNode }) {
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h1 className="card-title justify-center text-2xl">{title}</h1>
          {reason && (
            <p className="rounded-box bg-info/15 px-4 py-3 text-center text-sm font-medium" data-testid="sign-in-reason">
              {reason}
            </p>
          )}
          {children}
        </div>
      </div>
    </section>
  );
}

/** The identity provider's message, in red (docs/product/accounts.md). */
export function ProviderError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-error">
      {message}
    </p>
  );
}
