import type { ComplaintsWords } from "./complaints-words.ts";

/**
 * Where else a person may take a complaint: Michigan's department by name,
 * with its complaints page and number, and the NAIC's list for the other
 * states. Links leave the site, so they are plain anchors.
 */
export function ComplaintRegulators({
  words: { complaintRegulators: words },
}: {
  words: Pick<ComplaintsWords, "complaintRegulators">;
}) {
  const { michigan, otherStates } = words;
  const link =
    "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
  return (
    <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="text-lg font-semibold text-brand-900">
          {michigan.name}
        </h3>
        <p className="mt-2 text-slate-600">{michigan.text}</p>
        <p className="mt-4">
          <a href={michigan.href} className={link}>
            {michigan.linkLabel}
          </a>
        </p>
        <p className="mt-2 text-slate-700">
          {michigan.phoneLabel}{" "}
          <a href={michigan.phoneHref} className={link}>
            {michigan.phone}
          </a>
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-slate-600">{otherStates.text}</p>
        <p className="mt-4">
          <a href={otherStates.href} className={link}>
            {otherStates.linkLabel}
          </a>
        </p>
      </div>
    </div>
  );
}
