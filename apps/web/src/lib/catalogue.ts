// A language's whole catalogue in the browser: a chunk of its own per language, so a page downloads
// only its own language's messages (the server renderer imports every catalogue instead).
import type { Messages } from '@lingui/core';
import { isLanguage } from '@store/contract/languages';

/** A prefix in a language the store does not speak is Page Not Found, which is English. */
export async function loadCatalogue(language: string): Promise<Messages> {
  const { messages } = (await import(`../locales/${isLanguage(language) ? language : 'en'}/messages.po`)) as { messages: Messages };
  return messages;
}
