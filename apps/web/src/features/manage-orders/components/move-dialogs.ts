// What the back office asks before a move it cannot take back: the question, what it touches, and
// buttons that say what they do (never "Cancel" beside "Cancel order", which read alike).
import type { AdminOrder } from '@store/contract';
import { formatMoney } from '@store/contract/money';

export interface MoveDialog {
  question: string;
  details: string;
  confirm: string;
  back: string;
}

type Asked = Pick<AdminOrder, 'status' | 'totalPriceMoney' | 'userName' | 'userEmail'> & {
  lines: readonly Pick<AdminOrder['lines'][number], 'quantity' | 'productName'>[];
};

export function moveDialog(order: Asked, to: 'Cancelled' | 'Refunded'): MoveDialog {
  const lines = order.lines.map((l) => `${l.quantity.toLocaleString('en-US')} × ${l.productName}`).join(', ');
  const what = `${lines} for ${order.userName} (${order.userEmail})`;
  if (to === 'Cancelled') {
    return {
      question: 'Cancel this order?',
      details: `${what}. It was not paid; its stock goes back on the shelf and the customer is told by e-mail.`,
      confirm: 'Yes, cancel the order',
      back: 'Keep the order',
    };
  }
  const amount = formatMoney(order.totalPriceMoney);
  // A shipped order's goods left the warehouse: refunding does not put them back in stock.
  const stock = order.status === 'Shipped' ? 'The stock stays out (it has shipped).' : 'Its stock goes back on the shelf.';
  return {
    question: `Refund ${amount}?`,
    details: `${what}: the whole ${amount} goes back to the card that paid, and the customer is told by e-mail. ${stock}`,
    confirm: `Refund ${amount}`,
    back: 'Do not refund',
  };
}
