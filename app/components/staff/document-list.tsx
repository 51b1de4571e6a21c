import { textLinkClasses } from "#app/components/ui/text-link.tsx";
import { submissionPage as texts } from "#app/content/staff.ts";
import type { SubmissionDocument } from "#app/lib/staff/submission-view.ts";

/**
 * Links to a submission's documents. Each is a download from a staff-only
 * route (audited there), so a plain link: the browser saves the file. A
 * photo is also shown, from its own staff-only route that audits each view:
 * loaded lazily, so only a photo scrolled into view is decrypted and
 * counted as seen.
 */
export function DocumentList({
  documents,
}: {
  documents: readonly SubmissionDocument[];
}) {
  if (documents.length === 0)
    return <p className="mt-4 text-slate-700">{texts.noDocuments}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200">
      {documents.map((document) => (
        <li
          key={document.href}
          className="flex flex-wrap items-baseline justify-between gap-2 py-3"
        >
          <a href={document.href} download className={textLinkClasses}>
            {texts.download} {document.label}
          </a>
          {document.detail && (
            <span className="text-sm text-slate-600">{document.detail}</span>
          )}
          {document.preview && (
            <div className="basis-full">
              <img
                src={document.preview.src}
                alt={document.preview.alt}
                loading="lazy"
                decoding="async"
                className="max-h-64 max-w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
