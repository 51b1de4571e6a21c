import type { Request, Response } from "express";

import { company } from "#app/content/company.ts";
import { formWordsIn } from "#app/lib/forms/form-words.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { englishPathOf, localeOfPath, type Locale } from "#app/lib/locale.ts";

export interface PlainResponse {
  status: number;
  /** A short machine-readable name for scripts, e.g. "PAYLOAD_TOO_LARGE". */
  code: string;
  title: string;
  message: string;
  headers?: Record<string, string>;
}

/** Who gets JSON: the API (the enhanced forms, Better Auth) and scripts that ask for it. */
export function wantsJson(req: Request): boolean {
  return (
    englishPathOf(req.path).startsWith("/api/") ||
    /\bapplication\/json\b/i.test(req.get("accept") ?? "")
  );
}

/**
 * A response of the HTTP layer itself, never cached: the enhanced forms'
 * result shape for /api/forms/* (so the form shows the message in its
 * toast), `{ code, message }` for other JSON clients, and a short page for
 * browsers posting a page's form.
 */
export function sendPlainResponse(
  req: Request,
  res: Response,
  response: PlainResponse,
): void {
  res.status(response.status);
  res.set({ ...response.headers, "Cache-Control": "no-store" });
  // A Spanish page's form posts under /es (its page, or /es/api/forms/...).
  const locale = localeOfPath(req.path);
  const { formMessages } = formWordsIn(locale);
  if (englishPathOf(req.path).startsWith("/api/forms/")) {
    const result: FormResult = {
      ok: false,
      fieldErrors: { form: response.message },
      values: {},
      toast: {
        type: "error",
        title:
          response.status === 413 || response.status === 415
            ? formMessages.uploadFailed
            : response.title,
        description: response.message,
      },
    };
    res.json(result);
  } else if (wantsJson(req)) {
    res.json({ code: response.code, message: response.message });
  } else {
    res.type("html").send(page(response.title, response.message, locale));
  }
}

function page(title: string, message: string, locale: Locale): string {
  const { requestMessages } = formWordsIn(locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(company.name)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">${escapeHtml(requestMessages.home)}</a></p>
</main>
</body>
</html>
`;
}

/** Text made safe inside an HTML element or a quoted attribute of a page written by hand. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
