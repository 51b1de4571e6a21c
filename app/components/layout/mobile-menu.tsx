import { useId } from "react";
import { Link } from "#app/components/ui/site-link.tsx";

import { Icon } from "#app/components/ui/icon.tsx";

interface NavItem {
  label: string;
  href: string;
}

const linkClasses =
  "block rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50";
const buttonClasses =
  "mt-2 block rounded-md bg-brand-700 px-3 py-2 text-center font-semibold text-white hover:bg-brand-800";

/**
 * The small-screen menu: a disclosure button whose aria-expanded the styles
 * follow (the panel, the icon and the button's name), set by the
 * framework-free module app/enhance/menu.ts, which also closes it on Escape
 * (focus back on the button) and when a link is followed. Without JavaScript
 * the same links sit in a native disclosure (`<details>`, in `<noscript>`):
 * closed at first, opened and closed by its summary, so it never covers the
 * page until asked (issue 36, item 11).
 */
export function MobileMenu({
  links,
  buttons,
  text,
}: {
  links: readonly NavItem[];
  buttons: readonly NavItem[];
  text: { mobileNav: string; openMenu: string; closeMenu: string };
}) {
  const panelId = useId();
  const items = [
    ...links.map((link) => ({ ...link, className: linkClasses })),
    ...buttons.map((button) => ({ ...button, className: buttonClasses })),
  ];

  const list = (
    <ul className="space-y-1 px-4 py-4">
      {items.map((item) => (
        <li key={item.href + item.label}>
          <Link to={item.href} className={item.className}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  const panelClasses =
    "absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg";

  return (
    <div className="lg:hidden">
      <noscript>
        <style>{".mobile-menu-toggle{display:none}"}</style>
        <details>
          <summary className="list-none rounded-md p-2 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
            <Icon name="menu" size={24} />
            <span className="sr-only">{text.openMenu}</span>
          </summary>
          <nav aria-label={text.mobileNav} className={panelClasses}>
            {list}
          </nav>
        </details>
      </noscript>
      <button
        type="button"
        data-menu-toggle=""
        className="mobile-menu-toggle group peer rounded-md p-2 text-slate-700 hover:bg-slate-100"
        aria-expanded="false"
        aria-controls={panelId}
      >
        <Icon name="menu" size={24} className="group-aria-expanded:hidden" />
        <Icon name="x" size={24} className="hidden group-aria-expanded:block" />
        <span className="sr-only group-aria-expanded:hidden">
          {text.openMenu}
        </span>
        <span className="hidden group-aria-expanded:sr-only group-aria-expanded:inline">
          {text.closeMenu}
        </span>
      </button>
      <nav
        id={panelId}
        data-menu-panel=""
        aria-label={text.mobileNav}
        className={`${panelClasses} peer-aria-[expanded=false]:hidden`}
      >
        {list}
      </nav>
    </div>
  );
}
