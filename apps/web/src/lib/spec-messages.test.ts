import { describe, expect, it } from 'vitest';
import { cardMessages, checkoutMessages, checkoutQuoteMessages } from '@store/contract/form-messages';
import { messages, storeMessages } from '@store/contract/messages';
import { createPageI18n } from './i18n';
import { cardSpecMessages, checkoutQuoteSpecMessages, checkoutSpecMessages, translateFormText } from './form-messages';
import { specMessages } from './spec-messages';
import { storeSpecMessages } from './store-spec-messages';
import { translateSpecText } from './spec-text';

const english = createPageI18n('en', 'US', {});

describe('the contract’s texts as messages', () => {
  it('say in English exactly what the contract says, for every one of its texts', () => {
    for (const [texts, descriptors] of [
      [messages, specMessages],
      [storeMessages, storeSpecMessages],
      [checkoutMessages, checkoutSpecMessages],
      [cardMessages, cardSpecMessages],
      [checkoutQuoteMessages, checkoutQuoteSpecMessages],
    ] as const) {
      expect(Object.keys(descriptors).sort()).toEqual(Object.keys(texts).sort());
      for (const [key, text] of Object.entries(texts)) {
        const descriptor = (descriptors as Record<string, unknown>)[key];
        type Made = (a: never, b: never) => never;
        if (typeof text === 'function') expect(english._((descriptor as Made)(7 as never, 'X' as never))).toBe((text as unknown as Made)(7 as never, 'X' as never));
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
    // The quote's texts, a line's with its product and market inside.
    const german2 = createPageI18n('de', 'DE', {
      [checkoutQuoteSpecMessages.notShippedThere.id]: ['Wir liefern noch nicht in dieses Land'],
      [checkoutQuoteSpecMessages.notSoldInMarket('', '').id]: [['name'], ' wird in ', ['market'], ' nicht verkauft'],
    });
    expect(translateFormText(german2, checkoutQuoteMessages.notShippedThere)).toBe('Wir liefern noch nicht in dieses Land');
    expect(translateFormText(german2, checkoutQuoteMessages.notSoldInMarket('Saw (120 V)', 'Euro area'))).toBe('Saw (120 V) wird in Euro area nicht verkauft');
  });
});
