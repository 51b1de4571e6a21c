import { Link } from "#app/components/ui/site-link.tsx";

import { AssetImage } from "#app/components/ui/asset-image.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Icon, IconBadge } from "#app/components/ui/icon.tsx";
import type { ProductCard as Product } from "#app/content/products.ts";
import { cn } from "#app/lib/cn.ts";
import { estimateHref } from "#app/lib/quote-link.ts";

/**
 * One insurance line: image, title, description, four features and a Learn
 * More link to its page. Used by the home page's services grid and by
 * /insurance-product. The badge follows the title in reading order and is
 * only placed in the corner visually. The six links are told apart by a
 * visually hidden title ("Learn More Home Insurance"), which screen readers
 * and search engines read and which aria-labelledby would hide from the latter.
 */
export function ProductCard({
  product,
  linkLabel,
  popularBadge,
  estimateLabel,
  estimateContext,
}: {
  product: Product;
  linkLabel: string;
  popularBadge: string;
  /** A second link, to the line's online estimate (the products overview). */
  estimateLabel?: string;
  /** Read after the estimate link's label: which line it estimates. */
  estimateContext?: string;
}) {
  return (
    <article
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm",
        product.popular
          ? "border-accent-400 ring-2 ring-accent-400"
          : "border-slate-200",
      )}
    >
      <AssetImage
        image={product.image}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <IconBadge name={product.icon} size="md" className="shrink-0" />
          <h3 className="text-xl font-semibold text-brand-900">
            {product.title}
          </h3>
        </div>
        {product.popular && (
          <p className="absolute top-3 right-3 rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-brand-900 shadow">
            {popularBadge}
          </p>
        )}
        <p className="mt-4 text-slate-600">{product.description}</p>
        <CheckList
          items={product.features}
          size="xs"
          className="mt-5 space-y-2 text-slate-700"
        />
        <div className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
          <Link
            to={product.route}
            className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {linkLabel}
            <span className="sr-only"> {product.title}</span>
            <Icon name="arrow-right" size={18} />
          </Link>
          {estimateLabel && (
            <Link
              to={estimateHref(product.line)}
              className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {estimateLabel}
              <span className="sr-only"> {estimateContext}</span>
              <Icon name="arrow-right" size={18} />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
