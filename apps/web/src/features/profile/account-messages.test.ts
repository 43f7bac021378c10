import { describe, expect, it } from 'vitest';
import { accountMessages, genderSchema } from '@store/contract';
import { createPageI18n } from '../../lib/i18n';
import { accountSpecMessages, genderLabels } from './account-messages';

const english = createPageI18n('en', 'US', {});

describe('the account texts of My Profile as messages', () => {
  it('say in English exactly what the contract says', () => {
    for (const [key, descriptor] of Object.entries(accountSpecMessages)) {
      expect(english._(descriptor)).toBe(accountMessages[key as keyof typeof accountSpecMessages]);
    }
  });

  it('name each gender in English as the records do', () => {
    for (const gender of genderSchema.options) expect(english._(genderLabels[gender])).toBe(gender);
  });
});
