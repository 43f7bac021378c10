import type { ReactNode } from 'react';

/**
 * A record the address names is not there (unknown, gone, or the address is malformed): say so in
 * shop language and offer ways on. Nothing to retry, so no Try again.
 */
export function NotFoundState({ title, message, actions }: { title: string; message: string; actions: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-base-content/80">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">{actions}</div>
    </section>
  );
}
