// What links call each legal page (the footer, checkout's "I accept"), as messages in the page's
// language. The English of each is the contract's legalPageNames (@store/contract/legal-pages), word
// for word; the owner names the page itself on the page.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LegalPageSlug } from '@store/contract/legal-pages';

export const legalPageNameMessages: Record<LegalPageSlug, MessageDescriptor> = {
  terms: msg`Terms and Conditions`,
  privacy: msg`Privacy Notice`,
  'shipping-returns': msg`Shipping and Returns`,
  imprint: msg`Imprint`,
};
