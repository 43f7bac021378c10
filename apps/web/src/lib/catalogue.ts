// A language's whole catalogue in the browser: a chunk of its own per language, so a page downloads
// only its own language's messages (the server renderer imports every catalogue instead).
import type { Messages } from '@lingui/core';

export async function loadCatalogue(language: string): Promise<Messages> {
  const { messages } = (await import(`../locales/${language}/messages.po`)) as { messages: Messages };
  return messages;
}
