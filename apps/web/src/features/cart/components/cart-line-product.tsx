import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { CartLine } from '@store/contract';
import { ProductThumbnail } from '../../../components/product-thumbnail';

/**
 * The product side of a cart line: its whole picture (never cropped), its name, its version and
 * a line of details. Every kind of line (on sale, no longer sold) shows its product the same way.
 */
export function CartLineProduct({ line, dimmed = false, children }: { line: CartLine; dimmed?: boolean; children: ReactNode }) {
  const sku = line.sku;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-4">
      <ProductThumbnail src={line.img} width={96} className={dimmed ? 'opacity-60' : ''} />
      <div className="min-w-0">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{line.name}</h2>
        {/* Which version, and its SKU: two versions of one product are two lines. */}
        {line.version && (
          <p className="text-sm [overflow-wrap:anywhere]" data-testid="cart-line-version">
            {line.version} ·{' '}
            <span className="font-mono text-base-content/75">
              <Trans>SKU {sku}</Trans>
            </span>
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
