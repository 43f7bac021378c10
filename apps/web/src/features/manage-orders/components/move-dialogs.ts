// What the back office asks before a move it cannot take back: the question, what it touches, and
// buttons that say what they do (never "Cancel" beside "Cancel order", which read alike).
import { formatPrice } from '@store/contract/limits';
import type { AdminOrder } from '@store/contract';

export interface MoveDialog {
  question: string;
  details: string;
  confirm: string;
  back: string;
}

type Asked = Pick<AdminOrder, 'status' | 'totalPrice' | 'totalQuantity' | 'productName' | 'userName' | 'userEmail'>;

export function moveDialog(order: Asked, to: 'Cancelled' | 'Refunded'): MoveDialog {
  const what = `${order.totalQuantity} × ${order.productName} for ${order.userName} (${order.userEmail})`;
  if (to === 'Cancelled') {
    return {
      question: 'Cancel this order?',
      details: `${what}. It was not paid; its stock goes back on the shelf and the customer is told by e-mail.`,
      confirm: 'Yes, cancel the order',
      back: 'Keep the order',
    };
  }
  const amount = formatPrice(order.totalPrice);
  // A shipped order's goods left the warehouse: refunding does not put them back in stock.
  const stock = order.status === 'Shipped' ? 'The stock stays out (it has shipped).' : 'Its stock goes back on the shelf.';
  return {
    question: `Refund ${amount}?`,
    details: `${what}: the whole ${amount} goes back to the card that paid, and the customer is told by e-mail. ${stock}`,
    confirm: `Refund ${amount}`,
    back: 'Do not refund',
  };
}
