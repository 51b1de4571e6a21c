import { describe, expect, it } from "vitest";

import { company } from "#app/content/company.ts";
import { emailWords } from "#app/content/emails.ts";
import { emailWords as spanishWords } from "#app/content/es/emails.ts";
import {
  mailTemplates,
  mailTemplatesIn,
  type MailContent,
} from "#server/mail/templates.ts";
import { sampleVerificationInput } from "../helpers/sample-submissions.ts";

/** A verification as the form hands it on: with the values that must never travel by email. */
const verification = sampleVerificationInput(0, {
  lastName: "Jackson",
  email: "mary@example.com",
  otherPosition: "Claims <intake>",
  additionalInfo: "Available from June",
});
const secrets = [
  verification.ssn,
  verification.ssn.replace(/-/g, ""),
  verification.ssn.slice(-4),
  verification.bankName,
  String(verification.creditScore),
];

const claim = {
  reference: "CL001234",
  claimType: "Auto",
  policyNumber: "POL-55-0001",
  incidentDate: "2024-03-01",
  claimantName: "Ben Okafor",
  claimantEmail: "ben@example.com",
  fileCount: 2,
};

const link = "https://portal.example.com/auth/callback?token=abc&next=/x";

/** Every template, rendered once with sample input. */
const rendered: Record<keyof typeof mailTemplates, MailContent> = {
  contactStaff: mailTemplates.contactStaff({
    fullName: "Ada <Lovelace>",
    email: "ada@example.com",
    message: "Please call me about \"home\" & 'auto' cover.",
    reference: "CT-001234",
    language: "es",
  }),
  contactSender: mailTemplates.contactSender({
    fullName: "Ada <Lovelace>",
    message: "Please call me about \"home\" & 'auto' cover.",
    reference: "CT-001234",
  }),
  applicationApplicant: mailTemplates.applicationApplicant({
    fullName: "Grace Hopper",
    roleTitle: "Claims Adjuster",
    reference: "APP-001234",
  }),
  applicationStaff: mailTemplates.applicationStaff({
    fullName: "Grace Hopper",
    email: "grace@example.com",
    phone: "313-555-0199",
    roleTitle: "Claims Adjuster",
    experience: "3-5 years",
    reference: "APP-001234",
    language: "en",
  }),
  // The store step spreads the whole form into these two, as here.
  verificationStaff: mailTemplates.verificationStaff({
    ...verification,
    reference: "VER-001234",
    language: "en",
  }),
  verificationApplicant: mailTemplates.verificationApplicant({
    ...verification,
    reference: "VER-001234",
  }),
  claimStaff: mailTemplates.claimStaff({ ...claim, language: "en" }),
  claimClaimant: mailTemplates.claimClaimant({
    ...claim,
    checkUrl: "https://portal.example.com/file-a-claim#check-a-claim",
    files: ["bumper.jpg", "<b>police</b> & report.pdf"],
  }),
  claimStatus: mailTemplates.claimStatus({
    claimantName: "Ben Okafor",
    reference: "CL001234",
    status: "In review",
    checkUrl: "https://portal.example.com/file-a-claim#check-a-claim",
  }),
  complaintStatus: mailTemplates.complaintStatus({
    name: "Ada <Lovelace>",
    reference: "CP-001234",
    status: "resolved",
    outcome: "partly_upheld",
    responseUrl: "https://portal.example.com/messages/token",
  }),
  conversationReply: mailTemplates.conversationReply({
    firstName: "Ada",
    body: "Thank you for asking.\n\nYes, we cover <classic> cars & more.",
  }),
  conversationNotice: mailTemplates.conversationNotice({
    firstName: "Ben",
    reference: "CL001234",
    url: "https://portal.example.com/messages/token",
    documents: 2,
  }),
  conversationLink: mailTemplates.conversationLink({
    firstName: "Ben",
    reference: "CL001234",
    url: "https://portal.example.com/messages/token",
    documents: 2,
  }),
  conversationStaff: mailTemplates.conversationStaff({
    name: "Ben Okafor",
    reference: "CL001234",
    byEmail: true,
    files: 1,
    url: "https://portal.example.com/admin/claims/1",
    language: "es",
  }),
  conversationAssignee: mailTemplates.conversationAssignee({
    reference: "CL001234",
    byEmail: false,
    files: 0,
    url: "https://portal.example.com/admin/claims/1",
  }),
  conversationAttachmentsRefused: mailTemplates.conversationAttachmentsRefused({
    firstName: "Ben",
    reference: "CL001234",
    url: "https://portal.example.com/messages/token",
    refused: [{ fileName: "setup.exe", reason: "Invalid file type" }],
  }),
  savedEstimate: mailTemplates.savedEstimate({
    reference: "Q-001234",
    url: "https://portal.example.com/quote/saved/token",
    days: 90,
  }),
  quoteRequester: mailTemplates.quoteRequester({
    firstName: "Ada",
    reference: "Q-001234",
    lines: "Auto Insurance",
    promised: "within one business day",
    contactBy: "Email",
    consent: false,
    time: "Any time",
    url: "https://portal.example.com/quote/saved/token",
  }),
  quoteStaff: mailTemplates.quoteStaff({
    reference: "Q-001234",
    lines: "Auto Insurance",
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    contactBy: "May not be called or texted: email only",
    time: "Any time",
    language: "en",
  }),
  complaintStaff: mailTemplates.complaintStaff({
    reference: "CP-001234",
    about: "A claim",
    ourReference: "CL001234",
    fullName: "Ben Okafor",
    email: "ben@example.com",
    phone: undefined,
    fileCount: 1,
    language: "es",
  }),
  complaintPerson: mailTemplates.complaintPerson({
    fullName: "Ben Okafor",
    reference: "CP-001234",
    files: ["letter.pdf"],
  }),
  confirmEmail: mailTemplates.confirmEmail({ name: "Ada", url: link }),
  passwordReset: mailTemplates.passwordReset({ name: "Ada", url: link }),
  staffInvite: mailTemplates.staffInvite({
    name: "Ada",
    role: "Staff",
    url: link,
  }),
  existingAccount: mailTemplates.existingAccount({
    name: "Ada",
    signInUrl: "https://portal.example.com/login",
    resetUrl: "https://portal.example.com/forgot-password",
  }),
};

describe("email templates", () => {
  it("give each email its subject", () => {
    expect(
      Object.fromEntries(
        Object.entries(rendered).map(([name, mail]) => [name, mail.subject]),
      ),
    ).toEqual({
      contactStaff: "New contact message from Ada <Lovelace> (CT-001234)",
      contactSender: "We received your message (CT-001234)",
      applicationApplicant: "We received your application: Claims Adjuster",
      applicationStaff: "New application APP-001234: Claims Adjuster",
      verificationStaff: "New employment verification VER-001234",
      verificationApplicant: "We received your verification form (VER-001234)",
      claimStaff: "New Auto claim CL001234",
      claimClaimant: "Your Auto insurance claim CL001234",
      claimStatus: "Update on your claim CL001234",
      complaintStatus: "Our final response to your complaint CP-001234",
      conversationReply: `Re: Your message to ${company.name}`,
      conversationNotice: "New message about CL001234",
      conversationLink: "Your secure link for CL001234",
      conversationStaff: "New reply from Ben Okafor on CL001234",
      conversationAssignee: "New reply on CL001234, assigned to you",
      conversationAttachmentsRefused:
        "We could not take the attachments of your email about CL001234",
      savedEstimate: "Your saved estimate Q-001234",
      quoteRequester: "We received your request for an agent (Q-001234)",
      quoteStaff: "New quote request Q-001234: Auto Insurance",
      complaintStaff: "New complaint CP-001234: A claim",
      complaintPerson: "We received your complaint (CP-001234)",
      confirmEmail: `Confirm your email address for ${company.name}`,
      passwordReset: `Reset your ${company.name} password`,
      staffInvite: `Your ${company.name} back office account`,
      existingAccount: `You already have a ${company.name} account`,
    });
  });

  it("carry no SSN, bank or credit score, in either part", () => {
    for (const [name, mail] of Object.entries(rendered))
      for (const secret of secrets) {
        expect(mail.text, `${name} (text)`).not.toContain(secret);
        expect(mail.html, `${name} (html)`).not.toContain(secret);
      }
  });

  it("take their words from app/content/emails.ts and sign with the company's facts", () => {
    expect(rendered.verificationStaff.text).toContain(
      emailWords.verificationStaff.intro,
    );
    expect(rendered.verificationStaff.text).toContain(
      "Positions: Remote Data Entry Assistant, Claims <intake>",
    );
    expect(rendered.claimStaff.text).toContain(
      "Claimant: Ben Okafor <ben@example.com>\nSupporting documents: 2",
    );
    expect(rendered.claimClaimant.text.split("\n\n")[0]).toBe(
      emailWords.greeting("Ben Okafor"),
    );
    for (const mail of Object.values(rendered))
      expect(mail.text.endsWith(`${company.phone} · ${company.email}`)).toBe(
        true,
      );
  });

  it("escape what people typed in the HTML part, and only there", () => {
    const { text, html } = rendered.contactStaff;
    expect(text).toContain("Name: Ada <Lovelace>");
    expect(html).toContain("Ada &lt;Lovelace&gt;");
    expect(html).toContain(
      "Please call me about &quot;home&quot; &amp; &#39;auto&#39; cover.",
    );
    expect(html).not.toContain("<Lovelace>");
  });

  it("acknowledge a contact message with its reference, the promised reply time and what was written", () => {
    const { text, html } = rendered.contactSender;
    expect(text.split("\n\n")).toEqual([
      emailWords.greeting("Ada <Lovelace>"),
      emailWords.contactSender.thanks,
      emailWords.contactSender.reply,
      emailWords.contactSender.youWrote,
      "Please call me about \"home\" & 'auto' cover.",
      "Reference: CT-001234",
      `${company.name}\n${company.phone} · ${company.email}`,
    ]);
    expect(emailWords.contactSender.reply).toContain("within 24 hours");
    expect(html).toContain("Ada &lt;Lovelace&gt;");
    expect(html).not.toContain("<Lovelace>");
  });

  it("name a contact message's reference in the subject of staff's answer", () => {
    expect(
      mailTemplates.conversationReply({
        firstName: "Ada",
        body: "Thank you for your message.",
        contactReference: "CT-001234",
      }).subject,
    ).toBe(`Re: Your message to ${company.name} (CT-001234)`);
  });

  it("link the claimant's confirmation to Check a claim, before the reference", () => {
    const { text, html } = rendered.claimClaimant;
    const check = "https://portal.example.com/file-a-claim#check-a-claim";
    expect(text).toContain(
      `${emailWords.claimClaimant.checkOnline}\n\n${emailWords.claimClaimant.button}:\n${check}\n\n${emailWords.claimClaimant.quoteReference}`,
    );
    expect(text).toContain("Reference: CL001234");
    expect(html).toContain(`href="${check}"`);
    expect(html).toContain(`>${emailWords.claimClaimant.button}</a>`);
  });

  it("name the files that came with a claim, as text, escaped in HTML, in the claimant's language", () => {
    const { text, html } = rendered.claimClaimant;
    expect(text).toContain(
      `${emailWords.claimClaimant.filesReceived(2)}\n\n- bumper.jpg\n- <b>police</b> & report.pdf\n\n${emailWords.claimClaimant.checkOnline}`,
    );
    expect(html).toContain(
      "<p>- bumper.jpg<br>- &lt;b&gt;police&lt;/b&gt; &amp; report.pdf</p>",
    );
    expect(html).not.toContain("<b>police</b>");

    // A long name is bounded; none, no list at all.
    const long = `${"x".repeat(300)}.png`;
    const spanish = mailTemplatesIn("es").claimClaimant({
      ...claim,
      checkUrl: "https://portal.example.com/es/presentar-un-reclamo",
      files: [long],
    });
    expect(spanish.text).toContain(spanishWords.claimClaimant.filesReceived(1));
    expect(spanish.text).toContain("Recibimos este archivo con su reclamo:");
    expect(spanish.text).not.toContain(long);
    expect(spanish.text).toMatch(/- x+…x+\.png/);
    const none = mailTemplates.claimClaimant({
      ...claim,
      checkUrl: "https://portal.example.com/file-a-claim#check-a-claim",
      files: [],
    });
    expect(none.text).not.toContain("with your claim:");
    expect(none.text).toContain(
      `${emailWords.claimClaimant.checkOnline}\n\n${emailWords.claimClaimant.button}:`,
    );
  });

  it("show a link as a button in HTML and as its address in text", () => {
    const { text, html } = rendered.confirmEmail;
    expect(text).toContain(`${emailWords.confirmEmail.button}:\n${link}`);
    expect(html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(html).toContain(emailWords.buttonFallback);
  });
});

describe("emails in the person's language (issue 25)", () => {
  const spanish = mailTemplatesIn("es");

  it("writes a person's email in Spanish when they used the Spanish pages", () => {
    const mail = spanish.contactSender({
      fullName: "Ana López",
      message: "¿Cubren autos clásicos?",
      reference: "CT-001234",
    });
    expect(mail.subject).toBe(spanishWords.contactSender.subject("CT-001234"));
    expect(mail.text).toContain(spanishWords.greeting("Ana López"));
    expect(mail.text).toContain(spanishWords.contactSender.thanks);
    expect(mail.text).not.toContain(emailWords.contactSender.thanks);
    expect(mail.html).toContain('lang="es"');
    expect(
      mailTemplates.contactSender({
        fullName: "Ann",
        message: "Hello there",
        reference: "CT-1",
      }).html,
    ).toContain('lang="en"');
  });

  it("tells staff, in English, which language the person used", () => {
    expect(rendered.contactStaff.text).toContain("Language: Spanish");
    expect(rendered.conversationStaff.text).toContain("Language: Spanish");
    expect(rendered.claimStaff.text).toContain("Language: English");
    // An email to staff reads the same whichever language the person used.
    const input = {
      fullName: "Ana López",
      email: "ana@example.com",
      message: "Hola",
      reference: "CT-001234",
      language: "es" as const,
    };
    expect(spanish.contactStaff(input).text).toBe(
      mailTemplates.contactStaff(input).text,
    );
  });
});
