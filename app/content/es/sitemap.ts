import type * as english from "../sitemap.ts";
import {
  sitemapLinks as englishLinks,
  sitemapMeta as englishMeta,
} from "../sitemap.ts";
import { company } from "./company.ts";
import { productLineLinks } from "./product-lines.ts";

/** /sitemap in Spanish (../sitemap.ts); the hrefs are its. */
export const sitemapHero: typeof english.sitemapHero = {
  eyebrow: "Mapa del sitio",
  title: "Mapa del sitio",
  subtitle: "Todas las páginas de nuestro sitio web en un solo lugar.",
};

export const sitemapPagesHeading: typeof english.sitemapPagesHeading =
  "Páginas";

/** The labels, in the English list's order. */
const labels = [
  "Inicio",
  "Quiénes somos",
  "Beneficios de salud",
  "Contacto",
  "Empleos",
  "Presentar un reclamo",
  "Opciones de pago",
  "Guías de seguros",
  "Liderazgo",
  "Noticias",
  "Comunicados de prensa",
  "Política de privacidad",
  "Términos del servicio",
  "Accesibilidad",
  "Mapa del sitio",
];

export const sitemapLinks: typeof english.sitemapLinks = englishLinks.map(
  (link, index) => ({ href: link.href, label: labels[index]! }),
);

export const sitemapProductsHeading: typeof english.sitemapProductsHeading =
  "Productos de seguros";

export const sitemapProducts: typeof english.sitemapProducts =
  productLineLinks.map((product) => product.title);

export const sitemapPage: typeof english.sitemapPage = {
  hero: sitemapHero,
  pages: { heading: sitemapPagesHeading, links: sitemapLinks },
  products: { heading: sitemapProductsHeading, items: sitemapProducts },
};

export const sitemapMeta: typeof english.sitemapMeta = {
  ...englishMeta,
  title: `Mapa del sitio | ${company.name}`,
  description: `Encuentre todas las páginas del sitio web de ${company.name}: productos de seguros, servicio al cliente, información de la compañía y páginas legales.`,
};
