import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

import { cn } from "#app/lib/cn.ts";

interface NavItem {
  label: string;
  href: string;
}

const linkClasses =
  "block rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50";
const buttonClasses =
  "mt-2 block rounded-md bg-brand-700 px-3 py-2 text-center font-semibold text-white hover:bg-brand-800";

/**
 * The small-screen menu: a disclosure button with aria-expanded. Escape closes
 * it and puts focus back on the button; following a link closes it. Without
 * JavaScript the links are simply shown (see the noscript style).
 */
export function MobileMenu({
  links,
  buttons,
}: {
  links: readonly NavItem[];
  buttons: readonly NavItem[];
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const items = [
    ...links.map((link) => ({ ...link, className: linkClasses })),
    ...buttons.map((button) => ({ ...button, className: buttonClasses })),
  ];
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <noscript>
        <style>
          {
            ".mobile-menu-toggle{display:none}.mobile-menu-panel{display:block!important}"
          }
        </style>
      </noscript>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu-toggle rounded-md p-2 text-slate-700 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Icon name="x" size={24} /> : <Icon name="menu" size={24} />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main mobile"
        className={cn(
          "mobile-menu-panel absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg",
          !open && "hidden",
        )}
      >
        <ul className="space-y-1 px-4 py-4">
          {items.map((item) => (
            <li key={item.href + item.label}>
              <Link
                to={item.href}
                onClick={() => setOpen(false)}
                className={item.className}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
