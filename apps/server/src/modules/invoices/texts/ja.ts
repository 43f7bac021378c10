import type { InvoiceTexts } from './invoice-texts';

const basis = (inclTax: boolean) => (inclTax ? '税込' : '税抜');

export const ja: InvoiceTexts = {
  invoice: '請求書',
  creditNote: '返金明細書',

  invoiceNumber: '請求書番号',
  creditNoteNumber: '返金明細書番号',
  date: '発行日',
  orderNumber: '注文番号',
  currency: '通貨',
  field: (label, value) => `${label}：${value}`,

  billTo: '請求先',
  creditTo: '返金先',
  creditNoteFor: (invoiceNumber) => `請求書 ${invoiceNumber} に対する返金`,
  vatNumber: 'VAT番号',
  sku: '品番',

  description: '品目',
  quantity: '数量',
  unitPrice: (inclTax) => `単価（${basis(inclTax)}）`,
  taxRate: '税率',
  amount: (inclTax) => `金額（${basis(inclTax)}）`,

  taxSummary: '税率別内訳',
  net: '税抜金額',
  tax: '税額',

  totalNet: '税抜合計',
  totalTax: '税額合計',
  total: (currency) => `合計（${currency}）`,

  allAmountsIn: (currency, pricesIncludeTax) => `金額はすべて${currency}建てです${pricesIncludeTax ? '（価格は税込）' : ''}。`,
  page: (page, of) => `${page} / ${of} ページ`,
  orderSubject: (orderNumber) => `注文 ${orderNumber}`,

  shippingLine: (method) => `送料：${method}`,
  otherCharges: 'その他の費用・端数調整',

  reverseCharge: 'EU域内の免税供給（EU付加価値税指令2006/112/EC第138条）：付加価値税は受領者が納付します（リバースチャージ）',
  businessImport: '付加価値税は請求していません：受領者（EUの付加価値税登録事業者）が輸入付加価値税を申告・納付します（リバースチャージ）',
};
