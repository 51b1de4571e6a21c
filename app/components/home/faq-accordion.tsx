import { Icon } from "#app/components/ui/icon.tsx";
import { PhoneText } from "#app/components/ui/phone-link.tsx";

import type { FaqItem } from "#app/content/faq.ts";

/**
 * Native <details> sharing one name: the browser keeps at most one open,
 * collapses an open one on a second click, and handles Enter and Space on the
 * summary. It works before hydration and with JavaScript off, and ships no
 * script. The first answer starts open.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => (
        <details
          key={item.question}
          name="faq"
          open={index === 0}
          className="group"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-6 py-5 text-left text-lg font-semibold text-brand-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              name="chevron-down"
              size={22}
              className="shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="px-6 pb-6 text-slate-600">
            <PhoneText text={item.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
