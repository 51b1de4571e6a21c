import { IconCard } from "#app/components/ui/icon-card.tsx";
import { TagList } from "#app/components/ui/tag-list.tsx";
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
    <IconCard
      as="article"
      titleId={`${method.id}-heading`}
      icon={method.icon}
      title={method.title}
      description={method.description}
      footer={
        <>
          <p
            id={listId}
            className="mt-5 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {methodsLabel}
          </p>
          <TagList
            items={method.methods}
            labelledBy={listId}
            className="mt-2"
          />
        </>
      }
    />
  );
}
