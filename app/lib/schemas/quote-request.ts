import { z } from "#app/lib/zod.ts";

import {
  agentRequestPage,
  contactChannels,
  contactTimes,
  saveEstimate,
} from "#app/content/quote-requests.ts";
import { productLines } from "#app/content/shared.ts";
import type { FormShape } from "#app/lib/forms/form-values.ts";

import { usPhoneNumber } from "./phone.ts";

const messages = agentRequestPage.messages;
const channelValues = contactChannels.map((channel) => channel.value);
const timeValues = contactTimes.map((time) => time.value);

/** An optional text: trimmed, and undefined when empty. */
const optionalText = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((value: string | undefined) => value || undefined),
);

/**
 * The form under an estimate (decision 0060): the line and plan, an
 * optional email for the link, the saved estimate to add to, and whether
 * to go on to an agent. The line's answers arrive under their question
 * names and are checked by the estimate engine, not here.
 */
export const SaveEstimateSchema = z.object({
  line: z.enum(productLines, saveEstimate.messages.unknownLine),
  plan: optionalText,
  email: z.pipe(
    optionalText,
    z.optional(z.email(saveEstimate.messages.invalidEmail)),
  ),
  add: optionalText,
  next: z.optional(z.enum(["agent"])),
});

export type SaveEstimateInput = z.infer<typeof SaveEstimateSchema>;

/** A call or a text: what needs a phone number and the consent to be called or texted. */
const byPhone = (form: { channel: string }) => form.channel !== "email";

/**
 * The request for an agent. Consent to calls and texts is its own unticked
 * box, and email needs neither it nor a phone number. A call or a text
 * needs both, each asked for at its own field: without them the request
 * would be taken for a call no one may make.
 */
export const AgentRequestSchema = z
  .object({
    fullName: z.string().check(z.trim(), z.minLength(2, messages.nameRequired)),
    email: z.pipe(z.string().check(z.trim()), z.email(messages.invalidEmail)),
    phone: z.pipe(
      optionalText,
      z.optional(z.string().check(usPhoneNumber(messages.invalidPhone))),
    ),
    channel: z.enum(channelValues, messages.channel),
    time: z.enum(timeValues, messages.time),
    consent: z._default(z.boolean(), false),
  })
  .check(
    z.refine((form) => !byPhone(form) || !!form.phone, {
      message: messages.phoneForCalls,
      path: ["phone"],
    }),
    z.refine((form) => !byPhone(form) || form.consent, {
      message: messages.consentForCalls,
      path: ["consent"],
    }),
  );

export type AgentRequestInput = z.infer<typeof AgentRequestSchema>;

/** The consent box arrives as "on" or not at all. */
export const agentRequestShape = { booleans: ["consent"] } satisfies FormShape;
