import { usePageMarket } from '../lib/markets';

/** "incl. VAT" beside a price in a market whose prices include tax (the Euro area, the UK, Japan…). */
export function PriceTaxNote() {
  const market = usePageMarket();
  if (!market?.pricesIncludeTax) return null;
  return <span className="text-sm text-base-content/70">incl. VAT</span>;
}
