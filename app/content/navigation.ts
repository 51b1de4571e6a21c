import { company } from "./company.ts";
import { productLineLinks } from "./product-lines.ts";
import type { LinkItem } from "./shared.ts";

/** A group of footer links under a heading. */
export interface FooterGroup {
  title: string;
  links: readonly LinkItem[];
}

/** Main navigation links, in order. */
export const headerLinks: readonly LinkItem[] = [
  { label: "Insurance", href: "/#services" },
  { label: "Benefits", href: "/benefits" },
  { label: "Verification", href: "/verification" },
  { label: "Contact", href: "/contact" },
  { label: "About Us", href: "/about" },
];

/** Header buttons: Customer Login first, Explore Roles second. */
export const headerButtons: readonly [LinkItem, LinkItem] = [
  { label: "Customer Login", href: "/login" },
  { label: "Explore Roles", href: "/explore-roles" },
];

export const footerGroups: readonly [FooterGroup, FooterGroup, FooterGroup] = [
  {
    title: "Insurance",
    links: productLineLinks.map((product) => ({
      label: product.title,
      href: product.route,
    })),
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Leadership", href: "/leadership" },
      { label: "News", href: "/news" },
      { label: "Press Releases", href: "/press-releases" },
      { label: "Careers", href: "/explore-roles" },
      { label: "Complaints", href: "/complaints" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Insurance Guides", href: "/insurance-guides" },
      { label: "File a Claim", href: "/file-a-claim" },
      { label: "Payment Options", href: "/payment-options" },
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Accessibility", href: "/accessibility" },
      { label: "Sitemap", href: "/sitemap" },
    ],
  },
];

/** The words of the frame every page shares: skip link, menus, logo, footer. */
export interface LayoutText {
  skipLink: string;
  mainNav: string;
  mobileNav: string;
  openMenu: string;
  closeMenu: string;
  logo: string;
  copyright: (year: number) => string;
  disclaimer: string;
}

export const layoutText: LayoutText = {
  skipLink: "Skip to main content",
  mainNav: "Main",
  mobileNav: "Main mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  logo: `${company.name} home`,
  copyright: (year: number) =>
    `© ${year} ${company.name}. All rights reserved. Proudly ${company.licensing}.`,
  disclaimer: company.disclaimer,
};

/**
 * The language switcher of header and footer: the other language's name,
 * written in that language (the link carries its lang).
 */
export const languageSwitch = { label: "Español" };
