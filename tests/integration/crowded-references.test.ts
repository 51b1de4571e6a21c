import type * as NodeCrypto from "node:crypto";

import { describe, expect, it, vi } from "vitest";

import { submitClaim } from "#server/forms/claim.ts";
import { claimStatusForm } from "#server/forms/claim-status.ts";
import type { FormResponse } from "#server/forms/form-definition.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { listInbox } from "#server/staff/inboxes.ts";
import { formRequest } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * A claim filed when the short CL numbers are crowded (decision 0019), on
 * the real database and its unique index: every six-digit number drawn is
 * CL000042 (node:crypto's randomInt below one million always answers 42),
 * so after the first claim takes it every short draw collides. Longer
 * draws are random as ever.
 */
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  const randomInt = (...args: unknown[]) =>
    args.length === 2 && args[1] === 1_000_000
      ? 42
      : (crypto.randomInt as (...a: unknown[]) => number)(...args);
  return { ...crypto, default: { ...crypto, randomInt }, randomInt };
});

const env = useSubmissionEnvironment();

/** A claim of its own (not the same one sent twice: its email differs). */
const fileClaim = (claimantName: string, claimantEmail: string) =>
  submitClaim(
    env.services,
    {
      claimType: "home",
      policyNumber: "HL-2468135",
      incidentDate: "2026-01-15",
      description: "A tree fell on the garage roof during the storm.",
      claimantName,
      claimantEmail,
      claimantPhone: undefined,
      agreement: true,
    },
    [],
  );

describe("a claim filed when the short numbers are taken", () => {
  it("is stored under a long reference that the claim check and staff search find", async () => {
    const first = await fileClaim("Dorothy Vaughan", "dorothy@example.com");
    expect(first.reference).toBe("CL000042");

    const warn = vi.spyOn(env.services.logger, "warn");
    // Eight short draws meet the unique index; the ninth is long, and stored.
    const second = await fileClaim(
      "Katherine Johnson",
      "katherine@example.com",
    );
    expect(second.reference).toMatch(/^CL\d{12}$/);
    expect(warn).toHaveBeenCalledWith(
      { event: "reference.long_form", form: "claim", prefix: "CL" },
      "short references crowded: a long one was drawn",
    );
    warn.mockRestore();

    // The claimant checks it as they might type it.
    const typed = `${second.reference.slice(0, 2).toLowerCase()} ${second.reference.slice(2, 8)} ${second.reference.slice(8)}`;
    const check = (await handleForm(
      {
        request: formRequest("http://localhost/api/forms/claim-status", [
          ["reference", typed],
          ["policyNumber", "hl 2468135"],
        ]),
        context: formContext(env.services, "203.0.113.40"),
      },
      claimStatusForm,
    )) as FormResponse;
    expect(check.status).toBe(200);
    expect(check.result).toMatchObject({
      ok: true,
      claimStatus: { reference: second.reference, status: "Submitted" },
    });

    // Staff find it by its reference, in whole or in part.
    for (const q of [second.reference, second.reference.slice(4, 12)]) {
      const found = await listInbox(
        env.database.db,
        "claim",
        { q, status: "" },
        1,
      );
      expect(found.rows.map((row) => row.cells.reference)).toEqual([
        second.reference,
      ]);
    }
  });
});
