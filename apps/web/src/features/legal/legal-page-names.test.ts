import { describe, expect, it } from 'vitest';
import { legalPageNames, legalPageSlugs } from '@store/contract/legal-pages';
import { englishI18n } from '../../test/render';
import { legalPageNameMessages } from './legal-page-names';

describe('the legal pages’ names as messages', () => {
  it('say in English what the contract calls each page, word for word', () => {
    for (const slug of legalPageSlugs) expect(englishI18n._(legalPageNameMessages[slug])).toBe(legalPageNames[slug]);
  });
});
