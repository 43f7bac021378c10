import { describe, expect, it } from 'vitest';
import { cardMessages, checkoutMessages } from '@store/contract/form-messages';
import { messages, storeMessages } from '@store/contract/messages';
import { createPageI18n } from './i18n';
import { cardSpecMessages, checkoutSpecMessages, translateFormText } from './form-messages';
import { specMessages, storeSpecMessages } from './spec-messages';
import { translateSpecText } from './spec-text';

const english = createPageI18n('en', 'US', {});

describe('the contract’s texts as messages', () => {
  it('say in English exactly what the contract says, for every one of its texts', () => {
    for (const [texts, descriptors] of [
      [messages, specMessages],
      [storeMessages, storeSpecMessages],
      [checkoutMessages, checkoutSpecMessages],
      [cardMessages, cardSpecMessages],
    ] as const) {
      expect(Object.keys(descriptors).sort()).toEqual(Object.keys(texts).sort());
      for (const [key, text] of Object.entries(texts)) {
        const descriptor = (descriptors as Record<string, unknown>)[key];
        if (typeof text === 'function') expect(english._((descriptor as (n: never) => never)(7 as never))).toBe((text as (n: never) => string)(7 as never));
        else expect(english._(descriptor as never)).toBe(text);
      }
    }
  });

  it('translate a schema’s fixed text and leave any other text as it is', () => {
    const german = createPageI18n('de', 'DE', { [specMessages.addressRequired.id]: ['Adresse fehlt'] });
    expect(translateSpecText(german, messages.addressRequired)).toBe('Adresse fehlt');
    expect(translateSpecText(german, 'Something the server said')).toBe('Something the server said');
    expect(translateSpecText(english, messages.minimumOrder(5))).toBe('Minimum Order is 5');
    // A form's own texts, and the contract's through them.
    const french = createPageI18n('fr', 'FR', { [cardSpecMessages.declined.id]: ['Votre carte a été refusée.'], [specMessages.addressRequired.id]: ['Adresse requise'] });
    expect(translateFormText(french, cardMessages.declined)).toBe('Votre carte a été refusée.');
    expect(translateFormText(french, messages.addressRequired)).toBe('Adresse requise');
    expect(translateFormText(english, checkoutMessages.postalCodeInvalid('Germany'))).toBe('Enter a valid postal code for Germany');
  });
});
