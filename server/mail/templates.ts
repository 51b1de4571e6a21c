import { company } from "#app/content/company.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        c
      ]!,
  );

/** A link shown as a button (HTML) and as its address (text), after the first `after` paragraphs. */
interface MailLink {
  label: string;
  url: string;
  after: number;
}

/**
 * One message in both parts: paragraphs of text, and "Label: value" lines.
 * Values are escaped in the HTML part. Callers pass only what may travel by
 * email: never an SSN, bank, credit score or document.
 */
function message(
  subject: string,
  paragraphs: readonly string[],
  facts: ReadonlyArray<[string, string]> = [],
  link?: MailLink,
): MailContent {
  const factLines = facts.map(([label, value]) => `${label}: ${value}`);
  const signature = `${company.name}\n${company.phone} · ${company.email}`;
  const [lead = [], after = []] = link
    ? [paragraphs.slice(0, link.after), paragraphs.slice(link.after)]
    : [paragraphs];
  const text = [
    ...lead,
    ...(link ? [`${link.label}:\n${link.url}`] : []),
    ...after,
    ...(factLines.length ? [factLines.join("\n")] : []),
    signature,
  ].join("\n\n");
  const html = [
    `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">`,
    ...lead.map((p) => `<p>${escapeHtml(p)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#174f79;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.url)}</p>`
      : "",
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    facts.length
      ? `<table cellpadding="4">${facts.map(([l, v]) => `<tr><th align="left">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join("")}</table>`
      : "",
    `<p style="color:#475569">${escapeHtml(company.name)}<br>${escapeHtml(company.phone)} · ${escapeHtml(company.email)}</p>`,
    `</div>`,
  ].join("");
  return { subject, text, html };
}

export const mailTemplates = {
  contactStaff: (input: { fullName: string; email: string; message: string }) =>
    message(
      `New contact message from ${input.fullName}`,
      [
        "A visitor sent a message through the website's contact form.",
        input.message,
      ],
      [
        ["Name", input.fullName],
        ["Email", input.email],
      ],
    ),

  applicationApplicant: (input: {
    fullName: string;
    roleTitle: string;
    reference: string;
  }) =>
    message(
      `We received your application: ${input.roleTitle}`,
      [
        `Dear ${input.fullName},`,
        `Thank you for applying for the ${input.roleTitle} position at ${company.name}. Our recruiting team will review your application and contact you about next steps.`,
      ],
      [["Reference", input.reference]],
    ),

  applicationStaff: (input: {
    fullName: string;
    email: string;
    phone: string;
    roleTitle: string;
    experience: string;
    reference: string;
  }) =>
    message(
      `New application ${input.reference}: ${input.roleTitle}`,
      [
        "A new job application was submitted. The resume is in the private resumes store.",
      ],
      [
        ["Reference", input.reference],
        ["Role", input.roleTitle],
        ["Name", input.fullName],
        ["Email", input.email],
        ["Phone", input.phone],
        ["Experience", input.experience],
      ],
    ),

  verificationStaff: (input: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    selectedPositions: readonly string[];
    otherPosition: string | undefined;
    reference: string;
  }) =>
    message(
      `New employment verification ${input.reference}`,
      [
        "A new employment verification form was submitted. Identity documents, SSN and financial details are kept encrypted and are not included in this email.",
      ],
      [
        ["Reference", input.reference],
        ["Name", `${input.firstName} ${input.lastName}`],
        ["Email", input.email],
        ["Phone", input.phone],
        [
          "Positions",
          [
            ...input.selectedPositions,
            ...(input.otherPosition ? [input.otherPosition] : []),
          ].join(", "),
        ],
      ],
    ),

  verificationApplicant: (input: { firstName: string; reference: string }) =>
    message(
      `We received your verification form (${input.reference})`,
      [
        `Dear ${input.firstName},`,
        "Thank you for submitting your employment verification form. Our team will review your information and contact you within 2-3 business days.",
        `If you did not submit this form, please call us at ${company.phone}.`,
      ],
      [["Reference", input.reference]],
    ),

  claimStaff: (input: {
    reference: string;
    claimType: string;
    policyNumber: string;
    incidentDate: string;
    claimantName: string;
    claimantEmail: string;
    fileCount: number;
  }) =>
    message(
      `New ${input.claimType} claim ${input.reference}`,
      [
        "A new claim was submitted through the website. Review is promised within 24-48 hours.",
      ],
      [
        ["Reference", input.reference],
        ["Claim type", input.claimType],
        ["Policy number", input.policyNumber],
        ["Date of incident", input.incidentDate],
        ["Claimant", `${input.claimantName} <${input.claimantEmail}>`],
        ["Supporting documents", String(input.fileCount)],
      ],
    ),

  claimClaimant: (input: {
    claimantName: string;
    claimType: string;
    reference: string;
  }) =>
    message(
      `Your ${input.claimType} insurance claim ${input.reference}`,
      [
        `Dear ${input.claimantName},`,
        `Your ${input.claimType} insurance claim has been submitted. A claims specialist will review it within 24-48 hours and contact you about the next steps.`,
        "Please quote your reference in any message about this claim.",
      ],
      [["Reference", input.reference]],
    ),

  confirmEmail: (input: { name: string; url: string }) =>
    message(
      `Confirm your email address for ${company.name}`,
      [
        `Dear ${input.name},`,
        `Thank you for creating an account in the ${company.name} customer portal. Please confirm your email address to finish signing in.`,
        "The link works once and expires in 24 hours. If you did not create this account, you can ignore this email.",
      ],
      [],
      { label: "Confirm my email address", url: input.url, after: 2 },
    ),

  passwordReset: (input: { name: string; url: string }) =>
    message(
      `Reset your ${company.name} password`,
      [
        `Dear ${input.name},`,
        "We received a request to reset the password of your customer portal account. Choose a new password here:",
        `The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is. Questions? Call us at ${company.phone}.`,
      ],
      [],
      { label: "Choose a new password", url: input.url, after: 2 },
    ),

  existingAccount: (input: {
    name: string;
    signInUrl: string;
    resetUrl: string;
  }) =>
    message(`You already have a ${company.name} account`, [
      `Dear ${input.name},`,
      "Someone tried to create a customer portal account with your email address. You already have one, so nothing was changed.",
      `If this was you, sign in at ${input.signInUrl}, or choose a new password at ${input.resetUrl} if you have forgotten it.`,
      `If it was not you, you can ignore this email. Questions? Call us at ${company.phone}.`,
    ]),
} as const;
