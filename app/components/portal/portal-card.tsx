import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The frame of the portal's sign-in pages: the page's h1 on the brand
 * background, and a white card holding the form.
 */
export function PortalCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <div className="text-center text-white">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
            <Icon name="shield-check" size={28} />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h1>
          {intro && <p className="mt-3 text-brand-100">{intro}</p>}
        </div>
        <div className="mt-8 rounded-2xl bg-white p-6 text-slate-800 shadow-xl sm:p-8">
          {children}
        </div>
        {footer && (
          <div className="mt-6 text-center text-sm text-brand-100">
            {footer}
          </div>
        )}
      </div>
    </section>
  );
}
