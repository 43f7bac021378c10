import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  idSchema,
  isGtin,
  issuesToFields,
  loginFormSchema,
  messages,
  newProductSchema,
  newReviewSchema,
  nearestMinorUnits,
  orderFormSchema,
  productPatchSchema,
  profileUpdateSchema,
  signupFormSchema,
  variantMatrix,
} from './index';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path[0] === field)?.message;

describe('login and signup (docs/product/accounts.md)', () => {
  it('says the customer’s words for each broken rule', () => {
    expect(firstMessage(loginFormSchema.safeParse({ email: '', password: 'secret1' }), 'email')).toBe('Email is Required');
    expect(firstMessage(loginFormSchema.safeParse({ email: 'nope', password: 'secret1' }), 'email')).toBe('Provide a valid Email');
    expect(firstMessage(loginFormSchema.safeParse({ email: 'a@b.co', password: '' }), 'password')).toBe('Password is Required');
    expect(firstMessage(loginFormSchema.safeParse({ email: 'a@b.co', password: '12345' }), 'password')).toBe(
      'Must be 6 characters or longer',
    );
    expect(firstMessage(signupFormSchema.safeParse({ name: ' ', email: 'a@b.co', password: '123456' }), 'name')).toBe(
      'Name is Required',
    );
  });

  it('normalises the e-mail', () => {
    expect(loginFormSchema.parse({ email: ' Ann@Example.COM ', password: '123456' }).email).toBe('ann@example.com');
  });
});

describe('review', () => {
  it('accepts only the strings "1" to "5" and the integers 1 to 5, and reads them as the string', () => {
    expect(newReviewSchema.parse({ ratings: '5', reviewContent: 'Great' }).ratings).toBe('5');
    expect(newReviewSchema.parse({ ratings: 1, reviewContent: 'Great' }).ratings).toBe('1');
    const loose = [0, 6, 2.5, 'abc', true, false, null, '5 ', ' 5', '1e0', '05', '5.0', '', [5], { valueOf: 5 }, '\u0035\u0000'];
    for (const bad of loose) {
      const result = newReviewSchema.safeParse({ ratings: bad, reviewContent: 'x' });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(firstMessage(result, 'ratings')).toBe('Rating must be from 1 to 5');
    }
  });

  it('requires content of at most 180 characters', () => {
    expect(firstMessage(newReviewSchema.safeParse({ ratings: 3, reviewContent: '' }), 'reviewContent')).toBe('Content is required');
    expect(firstMessage(newReviewSchema.safeParse({ ratings: 3, reviewContent: 'x'.repeat(181) }), 'reviewContent')).toBe(
      'Maximum 180 Characters',
    );
    expect(newReviewSchema.safeParse({ ratings: 3, reviewContent: 'x'.repeat(180) }).success).toBe(true);
  });
});

describe('order form', () => {
  it('uses the customer’s messages, typos included', () => {
    const r = orderFormSchema.safeParse({ address: '', phone: '', totalQuantity: undefined });
    expect(firstMessage(r, 'address')).toBe('Address is reaquired');
    expect(firstMessage(r, 'phone')).toBe('Phone is required');
    expect(firstMessage(r, 'totalQuantity')).toBe('Quantity is required to ordre');
    expect(messages.minimumOrder(3)).toBe('Minimum Order is 3');
    expect(messages.maximumOrder(40)).toBe('Maximum Order is 40');
  });

  it('requires a phone of at least 6 characters', () => {
    expect(orderFormSchema.safeParse({ address: 'x', phone: '12345', totalQuantity: 1 }).success).toBe(false);
    expect(orderFormSchema.safeParse({ address: 'x', phone: '123456', totalQuantity: 1 }).success).toBe(true);
  });
});

describe('new product', () => {
  const valid = { name: 'Saw', description: 'Cuts', price: 10.5, available: 5, minOrderQuantity: 2, img: 'https://example.com/saw.png' };

  it('accepts a complete product', () => {
    expect(newProductSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a negative price, a minimum above stock and a non-http photo URL', () => {
    expect(newProductSchema.safeParse({ ...valid, price: -1 }).success).toBe(false);
    expect(firstMessage(newProductSchema.safeParse({ ...valid, minOrderQuantity: 6 }), 'minOrderQuantity')).toMatch(/cannot exceed/);
    for (const img of ['javascript:alert(1)', 'ftp://x/y.png', 'data:image/png;base64,AA']) {
      expect(newProductSchema.safeParse({ ...valid, img }).success).toBe(false);
    }
  });

  it('lets a change mark a product sold out: stock 0, or below its minimum order', () => {
    expect(productPatchSchema.safeParse({ available: 0 }).success).toBe(true);
    expect(productPatchSchema.safeParse({ available: 1, minOrderQuantity: 2 }).success).toBe(true);
    expect(productPatchSchema.safeParse({ available: -1 }).success).toBe(false);
  });

  it('takes the stock the editor loaded beside a new stock, never alone', () => {
    expect(productPatchSchema.safeParse({ available: 12, availableLoaded: 10 }).success).toBe(true);
    expect(productPatchSchema.safeParse({ available: 0, availableLoaded: 0 }).success).toBe(true);
    expect(firstMessage(productPatchSchema.safeParse({ availableLoaded: 10 }), 'availableLoaded')).toBe('availableLoaded is sent with the new available');
    expect(firstMessage(productPatchSchema.safeParse({ name: 'Saw', availableLoaded: 10 }), 'availableLoaded')).toBe('availableLoaded is sent with the new available');
    for (const availableLoaded of [-1, 1.5, 1_000_001, '10', null]) {
      expect(productPatchSchema.safeParse({ available: 5, availableLoaded }).success).toBe(false);
    }
  });

  it('says each field is Required', () => {
    const r = newProductSchema.safeParse({});
    expect(firstMessage(r, 'name')).toBe('Name is Required');
    expect(firstMessage(r, 'description')).toBe('Description is Required');
    expect(firstMessage(r, 'price')).toBe('Price is Required');
    expect(firstMessage(r, 'available')).toBe('Available Quantity is Required');
    expect(firstMessage(r, 'minOrderQuantity')).toBe('Minimum Order Quantity is Required');
    expect(firstMessage(r, 'img')).toBe('Photo URL is Required');
  });
});

describe('profile', () => {
  it('needs a name of 2 characters, with the customer’s message', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ name: 'A' }), 'name')).toBe('Minimum Four Characters');
    expect(profileUpdateSchema.safeParse({ name: 'Al' }).success).toBe(true);
  });
});

describe('money and ids', () => {
  it('reads a total a client computed in floating point as the nearest cent, and nothing else', () => {
    expect(nearestMinorUnits(129.99 * 3, 'USD')).toBe(38_997);
    expect(nearestMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(nearestMinorUnits(1500.4, 'JPY')).toBe(1500);
    expect(nearestMinorUnits(Number.NaN, 'USD')).toBeNull();
    expect(nearestMinorUnits(Number.POSITIVE_INFINITY, 'USD')).toBeNull();
  });

  it('accepts UUIDs only', () => {
    expect(idSchema.safeParse('3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f').success).toBe(true);
    expect(idSchema.safeParse('1 or 1=1').success).toBe(false);
  });

  it('names each bad field once, by its dotted path, with its first message', () => {
    const r = signupFormSchema.safeParse({ name: '', email: 'nope', password: '' });
    expect(issuesToFields(r.error!.issues)).toEqual({
      name: 'Name is Required',
      email: 'Provide a valid Email',
      password: 'Password is Required',
    });
    expect(
      issuesToFields([
        { path: ['card', 'number'], message: 'first' },
        { path: ['card', 'number'], message: 'second' },
        { path: [], message: 'whole' },
      ]),
    ).toEqual({ 'card.number': 'first', body: 'whole' });
    expect(issuesToFields([{ path: [], message: 'whole' }], 'querystring')).toEqual({ querystring: 'whole' });
  });

  it('describes the one error shape', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'not_found', message: 'x' } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});

describe('product versions', () => {
  it('checks a barcode by its GS1 check digit', () => {
    expect(['4006381333931', '036000291452', '96385074', '10614141000415'].every(isGtin)).toBe(true);
    expect(['4006381333932', '40063813339', 'abcdefgh'].some(isGtin)).toBe(false);
  });

  it("makes every combination of the options' values, in their order", () => {
    expect(variantMatrix([{ name: 'Voltage', values: ['120 V', '230 V'] }, { name: 'Plug', values: ['US', 'EU'] }])).toEqual([
      { Voltage: '120 V', Plug: 'US' },
      { Voltage: '120 V', Plug: 'EU' },
      { Voltage: '230 V', Plug: 'US' },
      { Voltage: '230 V', Plug: 'EU' },
    ]);
    expect(variantMatrix([])).toEqual([{}]);
  });
});
