// better-auth sends the browser back to /login?error=<code>[&error_description=...] when a Google
// sign-in fails; docs/product/accounts.md shows it in red as messages.googleError.
import { messages } from '@store/contract/messages';

const explanations: Record<string, string> = {
  access_denied: 'Google sign-in was cancelled.',
  account_not_linked:
    'An account with this e-mail already exists and Google did not confirm the address. Sign in with your password instead.',
  unable_to_link_account: 'This Google account could not be joined to your existing account.',
  email_not_found: 'Google did not share an e-mail address.',
  state_not_found: 'The sign-in took too long or was opened in another browser. Please try again.',
  state_mismatch: 'The sign-in took too long or was opened in another browser. Please try again.',
  invalid_code: 'Google did not accept the sign-in. Please try again.',
  unable_to_get_user_info: 'Google did not tell us who you are. Please try again.',
};

export function googleErrorText(code: string, description: string | null): string {
  return messages.googleError(description?.trim() || explanations[code] || code.replace(/_/g, ' '));
}
