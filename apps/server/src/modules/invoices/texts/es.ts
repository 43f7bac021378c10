import type { InvoiceTexts } from './invoice-texts';

const basis = (inclTax: boolean) => (inclTax ? 'IVA incluido' : 'sin IVA');

export const es: InvoiceTexts = {
  invoice: 'Factura',
  creditNote: 'Factura rectificativa',

  invoiceNumber: 'Número de factura',
  creditNoteNumber: 'Número de factura rectificativa',
  date: 'Fecha',
  orderNumber: 'Número de pedido',
  currency: 'Moneda',
  field: (label, value) => `${label}: ${value}`,

  billTo: 'Facturar a',
  creditTo: 'Abonar a',
  creditNoteFor: (invoiceNumber) => `Rectifica la factura ${invoiceNumber}`,
  vatNumber: 'NIF-IVA',
  sku: 'Ref.',

  description: 'Descripción',
  quantity: 'Cant.',
  unitPrice: (inclTax) => `Precio unitario (${basis(inclTax)})`,
  taxRate: 'Tipo de IVA',
  amount: (inclTax) => `Importe (${basis(inclTax)})`,

  taxSummary: 'Desglose del IVA',
  net: 'Base imponible',
  tax: 'Cuota',

  totalNet: 'Total base imponible',
  totalTax: 'Total IVA',
  total: (currency) => `Total (${currency})`,

  allAmountsIn: (currency, pricesIncludeTax) => `Todos los importes están en ${currency}${pricesIncludeTax ? '; los precios incluyen el IVA' : ''}.`,
  page: (page, of) => `Página ${page} de ${of}`,
  orderSubject: (orderNumber) => `Pedido ${orderNumber}`,

  shippingLine: (method) => `Envío: ${method}`,
  otherCharges: 'Otros cargos y redondeo',

  reverseCharge: 'Entrega intracomunitaria exenta (artículo 138 de la Directiva 2006/112/CE): inversión del sujeto pasivo',
  businessImport:
    'Sin IVA repercutido: el destinatario, empresa registrada a efectos del IVA en la UE, liquida el IVA de importación (inversión del sujeto pasivo)',
};
