import { Icon } from "#app/components/ui/icon.tsx";
import { Panel } from "#app/components/ui/panel.tsx";

import { dashboardPage, personStatusLabels } from "#app/content/portal.ts";
import type { Dated } from "#app/lib/portal/activity.ts";
import type { WorkflowStatus } from "#app/lib/staff/workflow.ts";

import { DateText } from "./record-standing.tsx";

const icons = {
  check: { name: "circle-check", tone: "bg-green-50 text-green-700" },
  clock: { name: "clock", tone: "bg-amber-50 text-amber-700" },
  headset: { name: "headset", tone: "bg-brand-50 text-brand-700" },
} as const;

const received = dashboardPage.verificationReceived;

/**
 * The Account Status section: the spec's three cards (section 2), the
 * second saying what is true of this account: "Verification Pending" until
 * a verification came from it, then which, when, and where it stands.
 */
export function AccountStatus({
  verification,
}: {
  verification: {
    reference: string;
    sent: Dated;
    status: WorkflowStatus;
  } | null;
}) {
  const cards = dashboardPage.status.map((card) =>
    card.icon === "clock" && verification
      ? {
          title: received.title,
          description: received.description(
            verification.reference,
            personStatusLabels[verification.status],
          ),
          icon: "check" as const,
          sent: verification.sent,
        }
      : { ...card, sent: undefined },
  );
  return (
    <Panel id="account-status" heading={dashboardPage.statusHeading}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {cards.map((item) => {
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
                {item.sent && (
                  <p className="mt-1 text-sm text-slate-600">
                    {received.sent} <DateText dated={item.sent} />
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
