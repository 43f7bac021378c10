import { storeMessages } from '@store/contract/messages';

/**
 * Why a guard sent the visitor to sign in, from the page they will return to: said above the form,
 * so a shopper who pressed Checkout is not left wondering where their cart went. null: no reason
 * to give (they opened /login themselves, or came from a page that needs none).
 */
export function signInReason(returnTo: string): string | null {
  const path = returnTo.split(/[?#]/)[0];
  if (path === '/checkout') return storeMessages.signInToCheckOut;
  if (path?.startsWith('/purchase/')) return storeMessages.signInToPurchase;
  return null;
}
