import { describe, expect, it } from 'vitest';
import { createPageI18n, recordingMessages } from './i18n';

describe('the page’s language', () => {
  it('notes each message a render reads, for the first view', () => {
    const catalogue = recordingMessages({ a: ['Warenkorb'], b: ['Kasse'] });
    const i18n = createPageI18n('de', 'DE', catalogue.messages);
    expect(i18n._('a')).toBe('Warenkorb');
    expect(catalogue.read()).toEqual({ a: ['Warenkorb'] });
  });

  it('shows nothing, never an id, for a message the first view has not got yet, and the message once the catalogue comes', () => {
    const i18n = createPageI18n('ja', 'JP', { a: ['カート'] }, true);
    expect(i18n._('b')).toBe('');
    i18n.load('ja', { b: ['注文'] });
    expect(i18n._('b')).toBe('注文');
    expect(i18n._('a')).toBe('カート');
  });

  it('writes numbers as the page’s country does in its language', () => {
    expect(createPageI18n('de', 'CH', {}).number(1234.5)).toMatch(/^1['’]234\.5$/);
    expect(createPageI18n('fr', 'FR', {}).number(1234.5)).toMatch(/^1\s234,5$/);
  });
});
