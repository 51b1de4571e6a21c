import { Fragment } from "react";

import { shortcutsHelp as texts } from "#app/content/staff-workspace.ts";
import {
  shortcutKeys,
  shortcutTargets,
  type ShortcutAction,
} from "#app/lib/staff/shortcuts.ts";

const HEADING_ID = "shortcuts-help-heading";

/**
 * The sheet `?` opens (app/enhance/shortcuts.ts calls showModal): a native
 * modal dialog, so focus stays inside it, Escape closes it and the page
 * behind is inert; the module puts focus back where it was. Its Close
 * button is a `method="dialog"` form, which closes it without script.
 */
export function ShortcutsHelp() {
  return (
    <dialog
      aria-labelledby={HEADING_ID}
      {...shortcutTargets.help}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-slate-300 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={HEADING_ID} className="text-xl font-bold text-brand-900">
        {texts.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{texts.intro}</p>
      {texts.groups.map((group) => (
        <section key={group.heading} className="mt-4">
          <h3 className="font-semibold text-brand-900">{group.heading}</h3>
          <dl className="mt-1 divide-y divide-slate-200 text-sm">
            {Object.entries(group.actions).map(([action, does]) => (
              <div
                key={action}
                className="flex items-baseline justify-between gap-4 py-1.5"
              >
                <dt className="shrink-0">
                  <Keys action={action as ShortcutAction} />
                </dt>
                <dd className="text-right text-slate-700">{does}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <form method="dialog" className="mt-6 flex justify-end">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {texts.close}
        </button>
      </form>
    </dialog>
  );
}

/** An action's keys: "j or ]". */
function Keys({ action }: { action: ShortcutAction }) {
  return shortcutKeys[action].map((key, index) => (
    <Fragment key={key}>
      {index > 0 && ` ${texts.or} `}
      <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">
        {key}
      </kbd>
    </Fragment>
  ));
}
