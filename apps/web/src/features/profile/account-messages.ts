// The contract's account texts (accountMessages, packages/contract/src/account.ts) that My Profile
// shows, as messages in the page's language (docs/decisions/0033); the English of each is the
// contract's, byte for byte (account-messages.test.ts holds them together). And the genders' names:
// the records keep the English values, the page shows them in its language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import type { genderSchema } from '@store/contract';

type Gender = z.infer<typeof genderSchema>;

export const accountSpecMessages = {
  passwordChanged: msg`Your password is changed. You were signed out everywhere else.`,
  accountDeleted: msg`Your account is deleted.`,
  confirmDeleteAccount: msg`Delete your account? Your orders stay in the shop's records without your name, e-mail, address or phone; your reviews stay under "Former customer". This cannot be undone.`,
} as const;

export const genderLabels: Record<Gender, MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
};
