import { describe, expect, it } from "vitest";

import { fieldConstraints } from "#app/lib/forms/field-constraints.ts";
import { z } from "#app/lib/zod.ts";
import { ClaimSchema } from "#app/lib/schemas/claim.ts";
import { ContactSchema } from "#app/lib/schemas/contact.ts";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SignInSchema,
  SignUpSchema,
} from "#app/lib/schemas/portal.ts";
import { VerificationSchema } from "#app/lib/schemas/verification.ts";

describe("the browser's field constraints come from the form's schema", () => {
  it("reads required and length limits (a minimum of 1 is just 'required')", () => {
    expect(fieldConstraints(ContactSchema)).toEqual({
      fullName: { required: true, minLength: 2, maxLength: undefined },
      email: { required: true, minLength: undefined, maxLength: undefined },
      message: { required: true, minLength: 10, maxLength: undefined },
    });
  });

  it("holds a new password to the spec's minimum, and a sign-in password to none", () => {
    expect(fieldConstraints(SignUpSchema).password).toEqual({
      required: true,
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    });
    expect(fieldConstraints(SignInSchema).password).toEqual({
      required: true,
      minLength: undefined,
      maxLength: PASSWORD_MAX_LENGTH,
    });
  });

  it("sees through defaults and refinements around the object", () => {
    const claim = fieldConstraints(ClaimSchema);
    expect(claim.claimType?.required).toBe(false);
    expect(claim.claimantPhone?.required).toBe(false);
    expect(claim.description).toEqual({
      required: true,
      minLength: undefined,
      maxLength: 5000,
    });
    const verification = fieldConstraints(VerificationSchema);
    expect(verification.firstName?.required).toBe(true);
    expect(verification.phoneCarrier?.required).toBe(false);
    expect(verification.additionalInfo).toMatchObject({
      required: false,
      maxLength: 5000,
    });
  });

  it("answers the same object for the same schema (read once)", () => {
    expect(fieldConstraints(ContactSchema)).toBe(
      fieldConstraints(ContactSchema),
    );
  });
});

describe("constraints read through zod's JSON Schema conversion", () => {
  it("leaves a field that falls back to a value of its own (z.catch) unrequired", () => {
    const schema = z.object({
      page: z.catch(z.coerce.number().check(z.int(), z.gte(1)), 1),
      name: z.string().check(z.minLength(3), z.maxLength(9)),
      note: z.prefault(z.string().check(z.minLength(1)), ""),
      nickname: z.optional(z.string().check(z.maxLength(20))),
    });
    expect(fieldConstraints(schema)).toEqual({
      page: { required: false, minLength: undefined, maxLength: undefined },
      name: { required: true, minLength: 3, maxLength: 9 },
      note: { required: true, minLength: undefined, maxLength: undefined },
      nickname: { required: false, minLength: undefined, maxLength: 20 },
    });
  });
});
