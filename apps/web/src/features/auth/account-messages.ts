// The contract's account texts (accountMessages, packages/contract/src/account.ts) that the sign-in
// pages show, as messages in the page's language (docs/decisions/0033). The English of each is the
// contract's, byte for byte (account-messages.test.ts holds them together).
import { msg } from '@lingui/core/macro';

export const accountSpecMessages = {
  resetRequested: msg`If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.`,
  passwordReset: msg`Your password is changed. Please log in with it.`,
  resetLinkInvalid: msg`This link no longer works: it was used already, it expired, or a newer one was sent. Ask for a new one.`,
  emailVerified: msg`Your e-mail address is confirmed. Thank you!`,
  emailVerifyFailed: msg`This confirmation link is invalid or has expired.`,
} as const;
