import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import { useHydrated } from "#app/components/company/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";

export type LoginTab = "signin" | "signup";
const order: readonly LoginTab[] = ["signin", "signup"];

/**
 * Sign In / Sign Up as tabs (WAI-ARIA tabs pattern): arrow keys, Home and
 * End move between them once the page runs JavaScript, with one tab stop.
 * Without JavaScript each tab is a link (?tab=signup) that the server
 * answers with that panel open, so both forms stay reachable.
 */
export function LoginTabs({
  label,
  labels,
  initial,
  panels,
}: {
  label: string;
  labels: Record<LoginTab, string>;
  initial: LoginTab;
  panels: Record<LoginTab, React.ReactNode>;
}) {
  const [selected, setSelected] = useState<LoginTab>(initial);
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const id = useId();
  const tabs = useRef<Partial<Record<LoginTab, HTMLAnchorElement | null>>>({});

  const hrefFor = (tab: LoginTab) => {
    const params = new URLSearchParams(searchParams);
    params.set("tab", tab);
    return `?${params}`;
  };

  function onKeyDown(event: React.KeyboardEvent<HTMLAnchorElement>) {
    const index = order.indexOf(selected);
    const next = {
      ArrowRight: order[(index + 1) % order.length],
      ArrowLeft: order[(index - 1 + order.length) % order.length],
      Home: order[0],
      End: order[order.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {order.map((tab) => {
          const active = tab === selected;
          return (
            <a
              key={tab}
              ref={(element) => {
                tabs.current[tab] = element;
              }}
              role="tab"
              id={`${id}-${tab}-tab`}
              href={hrefFor(tab)}
              aria-selected={active}
              aria-controls={`${id}-${tab}-panel`}
              tabIndex={hydrated && !active ? -1 : undefined}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                setSelected(tab);
              }}
              onKeyDown={onKeyDown}
              className={cn(
                "rounded-md px-4 py-2 text-center text-sm font-semibold transition-colors",
                active
                  ? "bg-white text-brand-900 shadow-sm"
                  : "text-slate-700 hover:bg-white/60 hover:text-brand-800",
              )}
            >
              {labels[tab]}
            </a>
          );
        })}
      </div>
      {order.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={tab !== selected}
          className="mt-6"
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
