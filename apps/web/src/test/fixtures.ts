// Records as the API sends them, typed by the contract, so a change of shape breaks the tests that
// rely on it at compile time. Each builder takes the fields a test cares about.
import type { AdminOrder, CartLine, Category, Order, OrderLine, Product, ProductVariant, User } from '@store/contract';
import { lineAmount, sumMoney } from '@store/contract/quantity';
import { toMajorNumber, type Money } from '@store/contract/money';

export const category = (over: Partial<Category> = {}): Category => ({ _id: 'c1', slug: 'circular-saws', name: 'Circular saws', ...over });

/** An amount in US dollars' cents: the test store's currency. */
// eslint-disable-next-line no-restricted-syntax -- test data in the demo store's currency
export const usd = (amount: number): Money => ({ amount, currency: 'USD' });
/** SPEC's decimal `price` beside the exact `priceMoney`, as the API sends them (both from `priceMoney`). */
const priced = (priceMoney: Money = usd(12_999)) => ({ price: toMajorNumber(priceMoney), priceMoney });

export const product = (over: Partial<Product> = {}): Product => ({
  _id: '0123456789abcdef01234567',
  name: 'Kerfline CS-190 Circular Saw',
  slug: 'kerfline-cs-190-circular-saw',
  img: '/images/products/circular-saw.svg',
  images: ['/images/products/circular-saw.svg'],
  ...priced(over.priceMoney),
  description: 'A 190 mm circular saw for site work.',
  available: 40,
  minOrderQuantity: 2,
  category: category(),
  specs: { powerW: 1400, bladeDiameterMm: 190 },
  ...over,
});

/** One version of a product: its SKU, option values, price and stock. */
export const variant = (sku: string, options: Record<string, string>, over: Partial<ProductVariant> = {}): ProductVariant => ({
  _id: `variant-${sku.toLowerCase()}`,
  sku,
  gtin: null,
  ...priced(over.priceMoney),
  available: 40,
  minOrderQuantity: 1,
  weightGrams: null,
  hsCode: null,
  originCountry: null,
  images: [],
  options,
  ...over,
});

/**
 * A saw as the demo sells it: 120 V with a US plug (the default, $129.99), 230 V with an EU plug
 * ($139.99, its own picture) or a UK plug (sold out).
 */
export const versionedProduct = (): Product => {
  const variants = [
    variant('CS-185', { Voltage: '120 V', Plug: 'US' }, { priceMoney: usd(12_999), gtin: '4006381333931' }),
    variant('CS-185-230-EU', { Voltage: '230 V', Plug: 'EU' }, { priceMoney: usd(13_999), available: 7, images: ['/images/products/circular-saw-eu.svg'] }),
    variant('CS-185-230-UK', { Voltage: '230 V', Plug: 'UK' }, { priceMoney: usd(13_999), available: 0 }),
  ];
  return product({
    _id: 'p-cs-185',
    name: 'Kerfline CS-185 Circular Saw',
    slug: 'kerfline-cs-185-circular-saw',
    priceMoney: usd(12_999),
    available: 40,
    minOrderQuantity: 1,
    images: ['/images/products/circular-saw.svg', '/images/products/circular-saw-detail.svg'],
    specs: { powerW: 1400, voltageV: 120 },
    options: [
      { name: 'Voltage', values: ['120 V', '230 V'] },
      { name: 'Plug', values: ['US', 'EU', 'UK'] },
    ],
    variants,
  });
};

/** One line of an order: `quantity` units at `unitPriceMoney` (its total follows from them). */
export const orderLine = (over: Partial<OrderLine> = {}): OrderLine => {
  const quantity = over.quantity ?? 2;
  const unitPriceMoney = over.unitPriceMoney ?? usd(12_999);
  return {
    position: 1,
    productId: '0123456789abcdef01234567',
    productName: 'Kerfline CS-190 Circular Saw',
    productImage: '/images/products/circular-saw.svg',
    variantId: 'variant-cs-190',
    sku: 'KERFLINE-CS-190',
    version: '',
    quantity,
    refundedQuantity: 0,
    unitPriceMoney,
    lineTotalMoney: lineAmount(quantity, unitPriceMoney),
    ...over,
  };
};

/**
 * An order as the API sends it: its `lines`, SPEC's product fields repeating the first line, its
 * amounts. Without `lines` it has one, built from `productName`, `totalQuantity` and (as the line's
 * total) `totalPriceMoney`; with `lines` the subtotal and total are their sum (no shipping, tax or
 * discount unless given).
 */
export const order = (over: Partial<Order> = {}): Order => {
  const lines = over.lines ?? [
    orderLine({
      ...(over.productName && { productName: over.productName }),
      ...(over.productId && { productId: over.productId }),
      ...(over.productImage && { productImage: over.productImage }),
      ...(over.totalQuantity !== undefined && { quantity: over.totalQuantity }),
      ...(over.totalPriceMoney && { lineTotalMoney: over.totalPriceMoney }),
    }),
  ];
  const first = lines[0]!;
  const currency = first.lineTotalMoney.currency;
  const subtotalMoney = sumMoney(
    lines.map((l) => l.lineTotalMoney),
    currency,
  );
  const totalPriceMoney = over.totalPriceMoney ?? subtotalMoney;
  return {
    _id: 'order-0001',
    number: 1001,
    userName: 'Sam Shopper',
    userEmail: 'sam@example.test',
    productName: first.productName,
    productId: first.productId,
    productImage: first.productImage,
    address: '1 Saw Street, Springfield',
    phone: '+1 555 0100',
    totalQuantity: first.quantity,
    totalPrice: toMajorNumber(totalPriceMoney),
    totalPriceMoney,
    lines,
    subtotalMoney,
    shippingMoney: { amount: 0, currency },
    taxMoney: { amount: 0, currency },
    discountMoney: { amount: 0, currency },
    status: 'Pending',
    paid: false,
    transactionId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-20T10:30:00.000Z',
    ...over,
  };
};

export const cartLine = (over: Partial<CartLine> = {}): CartLine => ({
  productId: '0123456789abcdef01234567',
  variantId: `variant-${over.productId ?? '0123456789abcdef01234567'}`,
  sku: 'KERFLINE-CS-190',
  version: '',
  name: 'Kerfline CS-190 Circular Saw',
  slug: 'kerfline-cs-190-circular-saw',
  img: '/images/products/circular-saw.svg',
  ...priced(over.priceMoney),
  minOrderQuantity: 2,
  available: 40,
  quantity: 2,
  ...over,
});

export const userRecord = (over: Partial<User> = {}): User => ({
  _id: 'user-shopper',
  name: 'Sam Shopper',
  email: 'sam@example.test',
  image: null,
  gender: 'Female',
  phone: '',
  address: '',
  education: '',
  linkedInLink: '',
  language: 'en',
  ...over,
});

export const adminOrder = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  ...order(over),
  paidAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  refundedAt: null,
  carrier: null,
  trackingNumber: null,
  ...over,
});
