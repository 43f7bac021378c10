import type { MailTexts } from './mail-texts';

/** "（注文 #1042）" at a subject's end, or nothing. */
const inParentheses = (number?: string) => (number ? `（注文 ${number}）` : '');

export const ja: MailTexts = {
  footerTerms: 'ご利用規約',
  footerShippingReturns: '配送・返品と撤回権について',

  verificationSubject: (brand) => `${brand}：メールアドレスの確認`,
  verificationWelcome: (brand) =>
    `${brand}へようこそ。アカウントはすでにご利用いただけます。このメールアドレスがお客様のものであることをご確認ください。`,
  verificationButton: 'メールアドレスを確認する',
  verificationIgnore: 'お心当たりのない場合は、このメールを無視してください。',

  resetSubject: (brand) => `${brand}：パスワードの再設定`,
  resetAsked: 'お客様のアカウントのパスワード再設定がリクエストされました。',
  resetButton: '新しいパスワードを設定する',
  resetValidity: (minutes) =>
    `このリンクは${minutes}分以内に1回だけご利用いただけます。お心当たりのない場合は、このメールを無視してください。パスワードは変更されません。`,

  orderPlacedSubject: (brand, what, number) => `${brand}：${what}のご注文を承りました${inParentheses(number)}`,
  thanksForOrder: (payText) => `ご注文ありがとうございます。${payText}`,
  payWithin: (minutes) =>
    `ご注文の商品を確保しました。${minutes}分以内にお支払いください。期限までにお支払いがない場合、ご注文はキャンセルされ、料金は発生しません。`,
  paySoon: 'ご注文の商品を確保しました。お早めにお支払いください。期限までにお支払いがない場合、ご注文はキャンセルされ、料金は発生しません。',
  payButton: 'この注文のお支払い',

  paymentReceivedSubject: (brand, what, number) => `${brand}：${what}のお支払いを確認しました${inParentheses(number)}`,
  paymentReceived: 'お支払いを確認しました。ありがとうございます。',
  invoiceAttached: (invoiceNumber) => `請求書${invoiceNumber}を添付しています。`,
  invoiceOnOrderPage: (invoiceNumber) => `請求書${invoiceNumber}は注文ページでご確認いただけます。`,
  yourOrderButton: 'ご注文を見る',

  checkoutPlacedSubject: (brand, what) => `${brand}：${what}のご注文を承りました`,
  checkoutPaidSubject: (brand, what) => `${brand}：${what}のご注文のお支払いを確認しました`,
  productsCount: (count) => `${count}点の商品`,
  myOrdersButton: '注文履歴',
  amountOfOrder: (amount, order) => `${amount}（注文 ${order}）`,

  shippedSubject: (brand, what, number) => `${brand}：${what}を発送しました${inParentheses(number)}`,
  onItsWay: (carrier, trackingNumber) => `ご注文の商品を${carrier}にて発送しました。追跡番号：${trackingNumber}`,

  refundedSubject: (brand, what, number) => `${brand}：${what}のお支払いを返金しました${inParentheses(number)}`,
  refundedPart: (amount, lines) =>
    `${lines}の代金${amount}を、お支払いに使用されたカードに返金しました。ご利用の銀行での反映までに数日かかる場合があります。`,
  refundedAll: (amount) =>
    `${amount}を、お支払いに使用されたカードに返金しました。ご利用の銀行での反映までに数日かかる場合があります。`,

  cancelledSubject: (brand, what) => `${brand}：${what}のご注文をキャンセルしました`,
  cancelled: 'ご注文をキャンセルしました。お支払い前だったため、カードへの請求は発生していません。',

  rows: {
    orderNumber: '注文番号',
    product: '商品',
    quantity: '数量',
    total: '合計',
    shipTo: 'お届け先',
    phone: '電話番号',
    transactionId: '取引ID',
    carrier: '配送業者',
    trackingNumber: '追跡番号',
  },
};
