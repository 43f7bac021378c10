import { describe, expect, it } from 'vitest';
import { accountMessages } from '@store/contract';
import { createPageI18n } from '../../lib/i18n';
import { accountSpecMessages } from './account-messages';

describe('the account texts of the sign-in pages as messages', () => {
  it('say in English exactly what the contract says', () => {
    const english = createPageI18n('en', 'US', {});
    for (const [key, descriptor] of Object.entries(accountSpecMessages)) {
      expect(english._(descriptor)).toBe(accountMessages[key as keyof typeof accountSpecMessages]);
    }
  });
});
