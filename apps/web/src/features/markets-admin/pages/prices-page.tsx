import { useState } from 'react';
import { QueryView } from '../../../components/query-view';
import { usePriceProducts, useProductPrices } from '../api/market-admin';
import { ExchangeRates } from '../components/exchange-rates';
import { PriceCell } from '../components/price-cell';
import { SoldIn } from '../components/sold-in';

/** /dashboard/prices (admins): one product's versions × the currencies sold in; derived prices marked; set or clear a price. */
export function PricesPage() {
  const [q, setQ] = useState('');
  const [productId, setProductId] = useState('');
  const products = usePriceProducts(q);
  const prices = useProductPrices(productId);

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">Prices</h1>
      <p className="max-w-3xl text-sm">
        A version&apos;s price in the store&apos;s currency is the product&apos;s. In another currency it is the price set here, or else derived from the base price at the
        exchange rate and rounded by the currency&apos;s rule: such prices are marked “derived”.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <fieldset className="fieldset">
          <label htmlFor="price-product-search" className="fieldset-legend text-sm">
            Search products
          </label>
          <input id="price-product-search" className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </fieldset>
        <fieldset className="fieldset grow">
          <label htmlFor="price-product" className="fieldset-legend text-sm">
            Product
          </label>
          <select id="price-product" className="select w-full" value={productId} onChange={(e) => setProductId(e.target.value)}>
            <option value="">Choose a product</option>
            {products.data?.products.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </select>
        </fieldset>
      </div>
      {productId !== '' && (
        <QueryView query={prices} loadingLabel="Loading prices">
          {(data) => (
            <>
              <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100" role="region" aria-label={`Prices of ${data.product.name}`} tabIndex={0}>
                <table className="table table-sm">
                  <thead>
                    <tr>
                      <th>Version</th>
                      {data.currencies.map((c) => (
                        <th key={c}>{c === data.baseCurrency ? `${c} (base)` : c}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.variants.map((v) => {
                      const name = v.label ? `${v.label} (${v.sku})` : v.sku;
                      return (
                        <tr key={v.id} data-testid="price-row">
                          <th className="min-w-24">
                            {/* The SKU under the option values, wrapping anywhere: the price columns stay in view on a phone. */}
                            <span className="block">{v.label || v.sku}</span>
                            {v.label && <span className="block text-xs font-normal [overflow-wrap:anywhere]">{v.sku}</span>}
                          </th>
                          {v.prices.map((p) => (
                            <td key={p.currency}>
                              <PriceCell variantId={v.id} variantName={name} price={p} base={p.currency === data.baseCurrency} />
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <SoldIn prices={data} />
            </>
          )}
        </QueryView>
      )}
      <ExchangeRates />
    </section>
  );
}
