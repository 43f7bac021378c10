// better-auth sends the browser back to /login?error=<code>[&error_description=...] when a Google
// sign-in fails; docs/product/accounts.md shows it in red as messages.googleError.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { specMessages } from '../../../lib/spec-messages';

const explanations: Record<string, MessageDescriptor> = {
  access_denied: msg`Google sign-in was cancelled.`,
  account_not_linked: msg`An account with this e-mail already exists and Google did not confirm the address. Sign in with your password instead.`,
  unable_to_link_account: msg`This Google account could not be joined to your existing account.`,
  email_not_found: msg`Google did not share an e-mail address.`,
  state_not_found: msg`The sign-in took too long or was opened in another browser. Please try again.`,
  state_mismatch: msg`The sign-in took too long or was opened in another browser. Please try again.`,
  invalid_code: msg`Google did not accept the sign-in. Please try again.`,
  unable_to_get_user_info: msg`Google did not tell us who you are. Please try again.`,
};

/** In the page's language, but for Google's own description and an unknown code, shown as they come. */
export function googleErrorText(i18n: I18n, code: string, description: string | null): string {
  const explanation = Object.hasOwn(explanations, code) ? explanations[code] : undefined;
  return i18n._(specMessages.googleError(description?.trim() || (explanation && i18n._(explanation)) || code.replace(/_/g, ' ')));
}
