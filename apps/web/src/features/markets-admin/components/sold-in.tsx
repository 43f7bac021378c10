import type { ProductPrices } from '@store/contract';
import { showToast } from '../../../lib/toast';
import { useAdminMarkets, useExcludedVariants, useSetExcludedVariants } from '../api/market-admin';
import { messageOf } from './market-admin-format';

/** Which markets sell each version of the product: a check box per version and market; unticked, the market leaves it out. */
export function SoldIn({ prices }: { prices: ProductPrices }) {
  const markets = useAdminMarkets();
  const list = markets.data ?? [];
  const excluded = useExcludedVariants(list.map((m) => m.id));
  const set = useSetExcludedVariants();
  if (list.length === 0 || excluded.some((q) => !q.data)) return null;

  const toggle = async (marketIndex: number, variantId: string, sold: boolean) => {
    const market = list[marketIndex]!;
    const current = excluded[marketIndex]!.data!.variantIds;
    const variantIds = sold ? current.filter((id) => id !== variantId) : [...current, variantId];
    try {
      await set.mutateAsync({ marketId: market.id, variantIds });
      void showToast(sold ? `Now sold in ${market.name}` : `No longer sold in ${market.name}`);
    } catch (err) {
      void showToast(messageOf(err, 'Could not change where this version is sold'), 'error');
    }
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby="sold-in">
      <h2 id="sold-in" className="text-xl font-semibold">
        Sold in
      </h2>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100" role="region" aria-label={`Markets selling ${prices.product.name}`} tabIndex={0}>
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Version</th>
              {list.map((m) => (
                <th key={m.id}>{m.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {prices.variants.map((v) => {
              const name = v.label ? `${v.label} (${v.sku})` : v.sku;
              return (
                <tr key={v.id}>
                  <th className="min-w-24">
                            {/* The SKU under the option values, wrapping anywhere: the price columns stay in view on a phone. */}
                            <span className="block">{v.label || v.sku}</span>
                            {v.label && <span className="block text-xs font-normal [overflow-wrap:anywhere]">{v.sku}</span>}
                          </th>
                  {list.map((m, i) => {
                    const sold = !excluded[i]!.data!.variantIds.includes(v.id);
                    return (
                      <td key={m.id}>
                        <input
                          type="checkbox"
                          className="checkbox checkbox-sm"
                          aria-label={`${name} sold in ${m.name}`}
                          checked={sold}
                          disabled={set.isPending}
                          onChange={(e) => void toggle(i, v.id, e.target.checked)}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
