import { Icon } from "#app/components/ui/icon.tsx";
import { Panel } from "#app/components/ui/panel.tsx";

import { dashboardPage } from "#app/content/portal.ts";

const icons = {
  check: { name: "circle-check", tone: "bg-green-50 text-green-700" },
  clock: { name: "clock", tone: "bg-amber-50 text-amber-700" },
  headset: { name: "headset", tone: "bg-brand-50 text-brand-700" },
} as const;

/** The Account Status section: three static cards (spec section 2). */
export function AccountStatus() {
  return (
    <Panel id="account-status" heading={dashboardPage.statusHeading}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {dashboardPage.status.map((item) => {
          const { name, tone } = icons[item.icon];
          return (
            <li
              key={item.title}
              className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span
                className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${tone}`}
              >
                <Icon name={name} size={20} />
              </span>
              <div>
                <h3 className="font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  {item.description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
