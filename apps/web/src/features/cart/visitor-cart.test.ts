import { afterEach, describe, expect, it } from 'vitest';
import { cartLine } from '../../test/fixtures';
import { clearVisitorCart, removeVisitorLine, setVisitorLine, visitorCartItems } from './visitor-cart';
import { pinVisitorLines } from './visitor-cart-pin';

const saw = '11111111-1111-4111-8111-111111111111';
const blade = '22222222-2222-4222-8222-222222222222';
const [us, eu, bladeOne] = ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'];

afterEach(() => clearVisitorCart());

describe("a visitor's cart in the browser", () => {
  it('keeps a line per version; a card’s line names none until a quote pins it to the default', () => {
    setVisitorLine({ productId: saw }, 1); // a product card: the default version
    setVisitorLine({ productId: saw, variantId: eu }, 2); // the product page's 230 V / EU
    setVisitorLine({ productId: blade }, 4);
    expect(visitorCartItems()).toEqual([
      { productId: saw, quantity: 1 },
      { productId: saw, variantId: eu, quantity: 2 },
      { productId: blade, quantity: 4 },
    ]);
    // The server priced the card's line as the saw's default (US) and the blade's as its one version.
    pinVisitorLines(visitorCartItems(), [
      cartLine({ productId: saw, variantId: us, quantity: 1 }),
      cartLine({ productId: saw, variantId: eu, quantity: 2 }),
      cartLine({ productId: blade, variantId: bladeOne, quantity: 4 }),
    ]);
    expect(visitorCartItems()).toEqual([
      { productId: saw, variantId: us, quantity: 1 },
      { productId: saw, variantId: eu, quantity: 2 },
      { productId: blade, variantId: bladeOne, quantity: 4 },
    ]);
  });

  it('adds a card’s line to the line of the version it stands for, as the quote did', () => {
    setVisitorLine({ productId: saw, variantId: eu }, 2);
    setVisitorLine({ productId: saw }, 1);
    // The default is now the EU version: the quote adds the two up into one line of 3.
    pinVisitorLines(visitorCartItems(), [cartLine({ productId: saw, variantId: eu, quantity: 3 })]);
    expect(visitorCartItems()).toEqual([{ productId: saw, variantId: eu, quantity: 3 }]);
    removeVisitorLine({ productId: saw, variantId: eu });
    expect(visitorCartItems()).toEqual([]);
  });

  it('leaves lines alone when they changed since the quote', () => {
    setVisitorLine({ productId: saw }, 1);
    const quoted = visitorCartItems();
    setVisitorLine({ productId: saw }, 2);
    pinVisitorLines(quoted, [cartLine({ productId: saw, variantId: us, quantity: 1 })]);
    expect(visitorCartItems()).toEqual([{ productId: saw, quantity: 2 }]);
  });
});
