import { Link, NavLink } from "#app/components/ui/site-link.tsx";

import { cn } from "#app/lib/cn.ts";
import { useSiteWords } from "#app/lib/site-words.ts";

import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

const buttonStyles = {
  outline: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  solid: "bg-brand-700 text-white hover:bg-brand-800",
} as const;

export function SiteHeader() {
  const { headerButtons, headerLinks, layoutText } = useSiteWords();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={layoutText.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-6">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md font-medium hover:text-brand-700",
                      isActive && !link.href.includes("#")
                        ? "text-brand-700"
                        : "text-slate-700",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          {headerButtons.map((button, index) => (
            <Link
              key={button.href}
              to={button.href}
              className={cn(
                "rounded-md px-4 py-2 text-sm font-semibold",
                buttonStyles[index === 0 ? "outline" : "solid"],
              )}
            >
              {button.label}
            </Link>
          ))}
        </div>
        <div className="flex items-center gap-3">
          <LanguageSwitch className="px-2 py-2 text-brand-700" />
          <MobileMenu
            links={headerLinks}
            buttons={headerButtons}
            text={layoutText}
          />
        </div>
      </div>
    </header>
  );
}
