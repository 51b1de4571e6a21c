import type { ImageAsset, LinkItem } from "#app/content/shared.ts";
import { cn } from "#app/lib/cn.ts";

import { AssetImage } from "./asset-image";
import { ButtonLinks } from "./button-link";
import { Icon } from "./icon";
import { PageTitle } from "./page-title";
import { PhoneText } from "./phone-link";

/**
 * The top of every inner page: the page's only h1, a subtitle, optional
 * actions or badge and, on wide screens, an optional illustration beside them.
 * `aside` (figures, say) takes that right half instead and, unlike the
 * illustration, shows on phones too, under the text.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  actions = [],
  image,
  badge,
  aside,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle: string;
  actions?: readonly LinkItem[];
  image?: ImageAsset;
  badge?: string;
  aside?: React.ReactNode;
  /** What a page adds under its subtitle. */
  children?: React.ReactNode;
}) {
  return (
    <section className="on-dark bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8",
          (image !== undefined || aside !== undefined) &&
            "grid items-center gap-12 lg:grid-cols-2",
        )}
      >
        <div>
          <PageTitle
            eyebrow={eyebrow}
            title={title}
            className="mt-2 max-w-3xl"
          />
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            <PhoneText text={subtitle} />
          </p>
          {children}
          {actions.length > 0 && (
            <ButtonLinks links={actions} onDark className="mt-8" />
          )}
          {badge && (
            <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold text-white ring-1 ring-white/30">
              <Icon name="shield-check" size={20} className="text-accent-400" />
              {badge}
            </p>
          )}
        </div>
        {aside}
        {image && !aside && (
          <AssetImage
            image={image}
            className="hidden h-auto w-full rounded-2xl shadow-xl lg:block"
          />
        )}
      </div>
    </section>
  );
}
