import { Icon } from "#app/components/ui/icon.tsx";
import type { PaymentMethod } from "#app/content/payment-methods.ts";

/** An info card of /payment-options: a way to pay and the methods it takes. */
export function PaymentMethodCard({
  method,
  methodsLabel,
}: {
  method: PaymentMethod;
  methodsLabel: string;
}) {
  const listId = `${method.id}-methods`;
  return (
    <article
      aria-labelledby={`${method.id}-heading`}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon name={method.icon} />
      </span>
      <h3
        id={`${method.id}-heading`}
        className="mt-4 text-lg font-semibold text-brand-900"
      >
        {method.title}
      </h3>
      <p className="mt-2 flex-1 text-slate-600">{method.description}</p>
      <p
        id={listId}
        className="mt-5 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {methodsLabel}
      </p>
      <ul aria-labelledby={listId} className="mt-2 flex flex-wrap gap-2">
        {method.methods.map((name) => (
          <li
            key={name}
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
          >
            {name}
          </li>
        ))}
      </ul>
    </article>
  );
}
