import type * as english from "../navigation.ts";
import type { LinkItem } from "../shared.ts";
import { company } from "./company.ts";
import { productLineLinks } from "./product-lines.ts";

/**
 * The site's frame in Spanish (../navigation.ts). Hrefs are the English
 * paths, written once: links on a Spanish page go to the Spanish twin when
 * there is one (app/components/ui/site-link.tsx).
 */
export const headerLinks: typeof english.headerLinks = [
  { label: "Seguros", href: "/#services" },
  { label: "Beneficios", href: "/benefits" },
  { label: "Verificación", href: "/verification" },
  { label: "Contacto", href: "/contact" },
  // Shorter than "Quiénes somos" (the footer's), so the wide header keeps one line.
  { label: "Nosotros", href: "/about" },
];

export const headerButtons: typeof english.headerButtons = [
  { label: "Iniciar sesión", href: "/login" },
  { label: "Empleos", href: "/explore-roles" },
];

export const footerGroups: typeof english.footerGroups = [
  {
    title: "Seguros",
    links: productLineLinks.map((product): LinkItem => ({
      label: product.title,
      href: product.route,
    })),
  },
  {
    title: "Compañía",
    links: [
      { label: "Quiénes somos", href: "/about" },
      { label: "Liderazgo", href: "/leadership" },
      { label: "Noticias", href: "/news" },
      { label: "Comunicados de prensa", href: "/press-releases" },
      { label: "Empleos", href: "/explore-roles" },
      { label: "Quejas", href: "/complaints" },
    ],
  },
  {
    title: "Recursos",
    links: [
      { label: "Guías de seguros", href: "/insurance-guides" },
      { label: "Presentar un reclamo", href: "/file-a-claim" },
      { label: "Opciones de pago", href: "/payment-options" },
      { label: "Política de privacidad", href: "/privacy-policy" },
      { label: "Términos del servicio", href: "/terms-of-service" },
      { label: "Accesibilidad", href: "/accessibility" },
      { label: "Mapa del sitio", href: "/sitemap" },
    ],
  },
];

export const layoutText: typeof english.layoutText = {
  skipLink: "Ir al contenido principal",
  mainNav: "Principal",
  mobileNav: "Principal (móvil)",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  logo: `${company.name}: inicio`,
  copyright: (year) =>
    `© ${year} ${company.name}. Todos los derechos reservados. Con orgullo, ${company.licensing}.`,
  disclaimer: company.disclaimer,
};

export const languageSwitch: typeof english.languageSwitch = {
  label: "English",
};
