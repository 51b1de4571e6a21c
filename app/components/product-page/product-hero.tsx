import type { ProductPage } from "~/content/products";
import { ButtonLink } from "~/components/ui/button-link";

/**
 * The top of a product page: the page's only h1, the subtitle, the actions
 * and the line's illustration beside them on wide screens.
 */
export function ProductHero({ hero }: { hero: ProductPage["hero"] }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          {hero.eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
              {hero.eyebrow}
            </p>
          )}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-6 text-lg text-brand-100">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            {hero.actions.map((action, index) => (
              <ButtonLink
                key={action.href + action.label}
                to={action.href}
                variant={index === 0 ? "accent" : "outline-light"}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </div>
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          className="hidden h-auto w-full rounded-2xl shadow-xl lg:block"
        />
      </div>
    </section>
  );
}
