import { Link } from "#app/components/ui/site-link.tsx";

import { AssetImage } from "#app/components/ui/asset-image.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { HomeHero as HomeHeroContent } from "#app/content/home.ts";

/**
 * The top of the home page. Its illustration is the largest thing above the
 * fold, so it loads eagerly with high priority and reserves its space.
 */
export function HomeHero({ hero }: { hero: HomeHeroContent }) {
  const [quote, learnMore] = hero.actions;
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="on-dark overflow-hidden bg-gradient-to-br from-brand-900 to-brand-700 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
            {hero.eyebrow}
          </p>
          <h1
            id="home-hero-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            {hero.subtitle}
          </p>
          <ul className="mt-8 grid max-w-lg grid-cols-2 gap-3">
            {hero.bundle.map((item) => (
              <li
                key={item.label}
                className="flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 font-medium"
              >
                <Icon
                  name={item.icon}
                  size={20}
                  className="shrink-0 text-accent-400"
                />
                {item.label}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <ButtonLink to={quote.href} variant="accent">
              {quote.label}
            </ButtonLink>
            <ButtonLink to={learnMore.href} variant="outline-light">
              {learnMore.label}
              <span className="sr-only"> {hero.learnMoreContext}</span>
            </ButtonLink>
            <Link
              to={hero.contactAgent.href}
              className="inline-flex items-center gap-1 rounded-md px-2 py-3 font-semibold text-white underline-offset-4 hover:underline"
            >
              {hero.contactAgent.label}
              <Icon name="arrow-right" size={18} />
            </Link>
          </div>
        </div>
        <AssetImage
          image={hero.image}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
