// The page's language (docs/decisions/0033): its messages come from the catalogue of the language
// in the page's URL prefix (/de-de: German), compiled from src/locales/{language}/messages.po at
// build time. One i18n instance per page in the browser and per render on the server, so two
// renders in different languages never share one. Components use @lingui/react/macro only.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { pageLocale } from '@store/contract/languages';

export type { I18n, Messages };

/**
 * An instance speaking `language`, writing numbers and dates as `country`'s people read them in it.
 * `untilLoaded`: the first view's, which starts with the messages the server rendered; a message
 * beyond them (something shown only after hydration) reads as nothing, never as its id, until the
 * whole catalogue has come and the page renders again.
 */
export const createPageI18n = (language: string, country: string, messages: Messages, untilLoaded = false): I18n =>
  setupI18n({
    locale: language,
    locales: [pageLocale(language, country), language],
    messages: { [language]: messages },
    ...(untilLoaded && { missing: () => '' }),
  });

/**
 * `messages`, noting each one a render reads: the server sends a page's first view only the
 * messages it rendered (the whole catalogue follows once the page is hydrated).
 */
export function recordingMessages(messages: Messages): { messages: Messages; read: () => Messages } {
  const read: Messages = {};
  const recorded = new Proxy(messages, {
    get(target, id) {
      const message = Reflect.get(target, id);
      if (typeof id === 'string' && message !== undefined) read[id] = message;
      return message;
    },
  });
  return { messages: recorded, read: () => read };
}

export function PageI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
