import { intlLocale, type Locale } from "#app/lib/locale.ts";

/**
 * Shapes shared by the content modules. Everything under app/content is plain
 * typed data (no React, no JSX) so the server and the browser can both import it.
 */

/**
 * Every icon the content names, in lucide's kebab-case spelling. The UI maps each
 * name to a symbol of the icon sprite (scripts/icon-sprite.ts), whose build
 * fails on a name lucide does not have.
 */
export const iconNames = [
  "activity",
  "ambulance",
  "apple",
  "award",
  "baby",
  "badge-check",
  "banknote",
  "bitcoin",
  "brain",
  "briefcase",
  "building-2",
  "calculator",
  "calendar",
  "calendar-check",
  "car",
  "car-front",
  "circle-check-big",
  "clipboard-check",
  "clipboard-list",
  "clock",
  "cloud-lightning",
  "credit-card",
  "dumbbell",
  "eye",
  "factory",
  "fence",
  "file-check",
  "file-search",
  "file-text",
  "gem",
  "globe",
  "graduation-cap",
  "hand-coins",
  "hand-heart",
  "handshake",
  "hard-hat",
  "headset",
  "heart-handshake",
  "heart-pulse",
  "hospital",
  "house",
  "id-card",
  "inbox",
  "key-round",
  "keyboard",
  "landmark",
  "laptop",
  "life-buoy",
  "lock",
  "luggage",
  "mail",
  "map-pin",
  "message-circle",
  "message-square",
  "microscope",
  "mountain",
  "package",
  "percent",
  "phone",
  "phone-call",
  "piggy-bank",
  "pill",
  "plane",
  "receipt",
  "scale",
  "school",
  "search",
  "shield",
  "shield-alert",
  "shield-check",
  "shield-plus",
  "ship",
  "smartphone",
  "smile",
  "sofa",
  "stethoscope",
  "store",
  "syringe",
  "timer",
  "trending-up",
  "truck",
  "user-check",
  "users",
  "utensils",
  "wallet",
  "wrench",
  "zap",
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * A self-made illustration served from public/images. Width and height are its
 * intrinsic size so the page reserves the space and nothing shifts on load.
 */
export interface ImageAsset {
  src: `/images/${string}`;
  alt: string;
  width: number;
  height: number;
}

/** The entry of a list that a URL's {slug} names, if any. */
export const bySlug = <T extends { slug: string }>(
  items: readonly T[],
  slug: string | undefined,
): T | undefined => items.find((item) => item.slug === slug);

/** One of our SVG illustrations, /images/{path}.svg, at its intrinsic size. */
export const svgImage = (
  path: string,
  alt: string,
  width: number,
  height: number,
): ImageAsset => ({ src: `/images/${path}.svg`, alt, width, height });

/** A link or a link-styled button. `href` is a route path, an anchor or a tel:/mailto: URL. */
export interface LinkItem {
  label: string;
  href: string;
}

/** The most common card of the site: an icon, a title and a short text. */
export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

/** A numbered step of a process (claims, getting covered...). */
export interface Step {
  title: string;
  description: string;
}

/** A figure shown large with a short label under it ("20,000+" / "customers"). */
export interface Stat {
  value: string;
  label: string;
}

/** The top section of an inner page. */
export interface PageHero {
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** A short claim shown as a badge under the subtitle ("Trusted since 2009"). */
  badge?: string;
}

/** A section's heading and, where it has one, its introduction. */
export interface SectionTitle {
  heading: string;
  intro?: string;
}

/** A heading with a short introduction, for sections whose items live elsewhere. */
export interface SectionIntro extends SectionTitle {
  intro: string;
}

/** A closing call to action: heading, text and one or more buttons. */
export interface CallToAction {
  heading: string;
  text: string;
  actions: readonly LinkItem[];
}

/** A closing band of links to people who can help; `id` is its anchor. */
export interface HelpLinks extends SectionIntro {
  id: string;
  links: readonly LinkItem[];
}

/**
 * What frames an information page: its hero (with buttons where it has
 * them) and what closes it, a call to action or links to help.
 */
export interface InfoPageContent {
  hero: PageHero & { actions?: readonly LinkItem[] };
  cta?: CallToAction;
  help?: HelpLinks;
}

/** The six insurance lines, used by products, claims and quote links alike. */
export const productLines = [
  "home",
  "auto",
  "health",
  "life",
  "business",
  "travel",
] as const;
export type ProductLine = (typeof productLines)[number];

/** A calendar date as written in content: "2024-04-11". */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * "2024-04-11" → "April 11, 2024" (in Spanish, "11 de abril de 2024").
 * Formatted in UTC so the server's prerendered HTML and the browser's
 * hydration always agree, whatever the visitor's time zone.
 */
export function formatDisplayDate(
  date: IsoDate,
  locale: Locale = "en",
): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * A content object's shape with its words widened to string (and numbers
 * to number): what a translation of an `as const` object is held to, so
 * its twin may say the same things in other words but nothing more or less.
 * A function that makes words keeps its parameters and widens its result;
 * a toast's `type` ("success", "error", "warning") is a kind, not a word,
 * and keeps its literal type, so a translated toast is still a toast.
 */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: infer Args) => infer Result
      ? (...args: Args) => Widen<Result>
      : {
          readonly [K in keyof T]: K extends "type" ? T[K] : Widen<T[K]>;
        };
