// A contract text (an English string a shared schema or the server gives) as a message of the
// page's language, by its English words. Apart from the messages' tables (spec-messages.ts), so a
// page that only shows those carries neither the contract's English texts nor this map.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { messages, storeMessages } from '@store/contract/messages';
import { specMessages } from './spec-messages';
import { storeSpecMessages } from './store-spec-messages';

type Descriptors = Record<string, MessageDescriptor | ((...args: never[]) => MessageDescriptor)>;

/** Each fixed English text of `tables` to its message (a production build keeps no English in a descriptor). */
export function messagesByEnglish(tables: [Record<string, unknown>, Descriptors][]): Map<string, MessageDescriptor> {
  const byEnglish = new Map<string, MessageDescriptor>();
  for (const [texts, descriptors] of tables) {
    for (const [key, text] of Object.entries(texts)) {
      const descriptor = descriptors[key];
      if (typeof text === 'string' && descriptor && typeof descriptor !== 'function') byEnglish.set(text, descriptor);
    }
  }
  return byEnglish;
}

// Made on first use.
let byEnglish: Map<string, MessageDescriptor> | undefined;

/**
 * `text` in the page's language when it is one of the contract's texts (a validation message from a
 * shared schema, say); any other text (a server's own error) as it is.
 */
export function translateSpecText(i18n: I18n, text: string): string {
  byEnglish ??= messagesByEnglish([
    [messages, specMessages],
    [storeMessages, storeSpecMessages],
  ]);
  const descriptor = byEnglish.get(text);
  if (descriptor) return i18n._(descriptor);
  const order = /^(Minimum|Maximum) Order is (\d+)$/.exec(text);
  if (order) return i18n._((order[1] === 'Minimum' ? specMessages.minimumOrder : specMessages.maximumOrder)(Number(order[2])));
  return text;
}
