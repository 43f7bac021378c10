import type { I18n } from '@lingui/core';
import { storeSpecMessages } from '../../../lib/store-spec-messages';

/**
 * Why a guard sent the visitor to sign in, from the page they will return to: said above the form,
 * so a shopper who pressed Checkout is not left wondering where their cart went. null: no reason
 * to give (they opened /login themselves, or came from a page that needs none).
 */
export function signInReason(i18n: I18n, returnTo: string): string | null {
  const path = returnTo.split(/[?#]/)[0];
  if (path === '/checkout') return i18n._(storeSpecMessages.signInToCheckOut);
  if (path?.startsWith('/purchase/')) return i18n._(storeSpecMessages.signInToPurchase);
  return null;
}
