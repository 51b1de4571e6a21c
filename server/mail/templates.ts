import { company } from "../../app/content/company.ts";

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

/**
 * One message in both parts: paragraphs of text, and "Label: value" lines.
 * Values are escaped in the HTML part. Callers pass only what may travel by
 * email: never an SSN, bank, credit score or document.
 */
function message(
  subject: string,
  paragraphs: readonly string[],
  facts: ReadonlyArray<[string, string]> = [],
): MailContent {
  const factLines = facts.map(([label, value]) => `${label}: ${value}`);
  const signature = `${company.name}\n${company.phone} · ${company.email}`;
  const text = [
    ...paragraphs,
    ...(factLines.length ? [factLines.join("\n")] : []),
    signature,
  ].join("\n\n");
  const html = [
    `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
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
} as const;
