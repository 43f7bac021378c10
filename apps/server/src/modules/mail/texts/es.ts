import type { MailTexts } from './mail-texts';

/** " #1042" after "pedido", or nothing. */
const after = (number?: string) => (number ? ` ${number}` : '');
/** " (pedido #1042)" at a subject's end, or nothing. */
const inParentheses = (number?: string) => (number ? ` (pedido ${number})` : '');

export const es: MailTexts = {
  footerTerms: 'Términos y condiciones',
  footerShippingReturns: 'Envíos, devoluciones y tu derecho de desistimiento',

  verificationSubject: (brand) => `Confirma tu dirección de correo electrónico en ${brand}`,
  verificationWelcome: (brand) => `Te damos la bienvenida a ${brand}. Tu cuenta ya funciona; confirma que esta dirección es tuya.`,
  verificationButton: 'Confirmar mi dirección de correo',
  verificationIgnore: 'Si no te has registrado, ignora este correo.',

  resetSubject: (brand) => `Restablece tu contraseña de ${brand}`,
  resetAsked: 'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta.',
  resetButton: 'Elegir una nueva contraseña',
  resetValidity: (minutes) =>
    `El enlace solo se puede usar una vez y caduca en ${minutes} minutos. Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.`,

  orderPlacedSubject: (brand, what, number) => `${brand}: tu pedido${after(number)} de ${what}`,
  thanksForOrder: (payText) => `Gracias por tu pedido. ${payText}`,
  payWithin: (minutes) =>
    `Te lo hemos reservado: paga en un plazo de ${minutes} minutos para conservarlo. Si el pedido no se paga a tiempo, se cancela y no se te cobra nada.`,
  paySoon: 'Te lo hemos reservado: paga pronto para conservarlo. Si el pedido no se paga a tiempo, se cancela y no se te cobra nada.',
  payButton: 'Pagar este pedido',

  paymentReceivedSubject: (brand, what, number) => `${brand}: pago recibido por ${what}${inParentheses(number)}`,
  paymentReceived: 'Hemos recibido tu pago. ¡Gracias!',
  invoiceAttached: (invoiceNumber) => `Adjuntamos tu factura ${invoiceNumber}.`,
  invoiceOnOrderPage: (invoiceNumber) => `Tienes tu factura ${invoiceNumber} en la página de tu pedido.`,
  yourOrderButton: 'Tu pedido',

  checkoutPlacedSubject: (brand, what) => `${brand}: tu pedido de ${what}`,
  checkoutPaidSubject: (brand, what) => `${brand}: pago recibido por tu pedido de ${what}`,
  productsCount: (count) => (count === 1 ? '1 producto' : `${count} productos`),
  myOrdersButton: 'Mis pedidos',
  amountOfOrder: (amount, order) => `${amount} (pedido ${order})`,

  shippedSubject: (brand, what, number) => `${brand}: hemos enviado ${what}${inParentheses(number)}`,
  onItsWay: (carrier, trackingNumber) => `Tu pedido ya está en camino con ${carrier}. Número de seguimiento: ${trackingNumber}`,

  refundedSubject: (brand, what, number) => `${brand}: te hemos reembolsado el pago de ${what}${inParentheses(number)}`,
  refundedPart: (amount, lines) =>
    `Te hemos reembolsado ${amount} por ${lines} en la tarjeta con la que pagaste. Es posible que tu banco tarde unos días en reflejarlo.`,
  refundedAll: (amount) =>
    `Te hemos reembolsado ${amount} en la tarjeta con la que pagaste. Es posible que tu banco tarde unos días en reflejarlo.`,

  cancelledSubject: (brand, what) => `${brand}: se ha cancelado tu pedido de ${what}`,
  cancelled: 'Hemos cancelado tu pedido. No se había pagado, así que no se ha cobrado nada en tu tarjeta.',

  rows: {
    orderNumber: 'Número de pedido',
    product: 'Producto',
    quantity: 'Cantidad',
    total: 'Total',
    shipTo: 'Dirección de envío',
    phone: 'Teléfono',
    transactionId: 'ID de transacción',
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
  },
};
