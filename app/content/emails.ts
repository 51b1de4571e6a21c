import { fileRules } from "#app/lib/schemas/file-rules.ts";
import { company } from "./company.ts";
import { complaintFacts } from "./facts/complaints.ts";
import { promisedTimes } from "./promises.ts";

const documentRule = fileRules.conversationDocuments;

/**
 * The words of every email the site sends: subjects, paragraphs, the labels
 * of the "Label: value" lines and of the buttons. Plain text only;
 * server/mail/templates/ lays them out (text and HTML parts, escaping, the
 * signature) and decides which facts travel by email: never an SSN, bank,
 * credit score or document.
 */
export const emailWords = {
  /** Opens every email written to a person. */
  greeting: (name: string) => `Dear ${name},`,
  /** Under a button, for mail programs that do not show it. */
  buttonFallback:
    "If the button does not work, copy this address into your browser:",

  /** To staff, from the contact form (spec call 1). */
  contactStaff: {
    subject: (fullName: string, reference: string) =>
      `New contact message from ${fullName} (${reference})`,
    intro: "A visitor sent a message through the website's contact form.",
    labels: { reference: "Reference", name: "Name", email: "Email" },
  },

  /** To the sender, from the contact form (issue 26): the acknowledgement the other forms already send. */
  contactSender: {
    subject: (reference: string) => `We received your message (${reference})`,
    thanks: `Thank you for contacting ${company.name}. Your message has reached our team.`,
    reply: `We will get back to you ${promisedTimes.contact}. Our support hours are ${company.supportHours}. If you write to us again about it, please quote your reference.`,
    youWrote: "You wrote:",
    labels: { reference: "Reference" },
  },

  /** To the applicant, after a job application (spec call 6). */
  applicationApplicant: {
    subject: (roleTitle: string) =>
      `We received your application: ${roleTitle}`,
    thanks: (roleTitle: string) =>
      `Thank you for applying for the ${roleTitle} position at ${company.name}. Our recruiting team will review your application and contact you about next steps.`,
    labels: { reference: "Reference" },
  },

  /** To staff, after a job application (spec call 6). */
  applicationStaff: {
    subject: (reference: string, roleTitle: string) =>
      `New application ${reference}: ${roleTitle}`,
    intro:
      "A new job application was submitted. Its resume is not attached: staff download it from the application's page in the staff console.",
    labels: {
      reference: "Reference",
      role: "Role",
      name: "Name",
      email: "Email",
      phone: "Phone",
      experience: "Experience",
    },
  },

  /** To staff, after an employment verification (spec call 4). */
  verificationStaff: {
    subject: (reference: string) => `New employment verification ${reference}`,
    intro:
      "A new employment verification form was submitted. The SSN and identity documents are kept encrypted; they and the financial details are not included in this email.",
    labels: {
      reference: "Reference",
      name: "Name",
      email: "Email",
      phone: "Phone",
      positions: "Positions",
    },
  },

  /** To the applicant, after an employment verification (spec call 4). */
  verificationApplicant: {
    subject: (reference: string) =>
      `We received your verification form (${reference})`,
    thanks:
      "Thank you for submitting your employment verification form. Our team will review your information and contact you within 2-3 business days.",
    notYou: `If you did not submit this form, please call us at ${company.phone}.`,
    labels: { reference: "Reference" },
  },

  /** To staff, after a claim. */
  claimStaff: {
    subject: (claimType: string, reference: string) =>
      `New ${claimType} claim ${reference}`,
    intro:
      "A new claim was submitted through the website. Review is promised within 24-48 hours.",
    labels: {
      reference: "Reference",
      claimType: "Claim type",
      policyNumber: "Policy number",
      incidentDate: "Date of incident",
      claimant: "Claimant",
      documents: "Supporting documents",
    },
  },

  /** To the claimant, after a claim. */
  claimClaimant: {
    subject: (claimType: string, reference: string) =>
      `Your ${claimType} insurance claim ${reference}`,
    submitted: (claimType: string) =>
      `Your ${claimType} insurance claim has been submitted. A claims specialist will review it within 24-48 hours and contact you about the next steps.`,
    checkOnline:
      "You can check its status and history at any time with your claim reference and the policy number you gave:",
    button: "Check your claim",
    quoteReference:
      "Please quote your reference in any message about this claim.",
    /** Before the names of the files that came with the claim, one a line (issue 36). */
    filesReceived: (count: number) =>
      count === 1
        ? "We received this file with your claim:"
        : `We received these ${count} files with your claim:`,
    labels: { reference: "Reference" },
  },

  /** To the claimant, when staff move the claim on (issue 10); nothing about the claim's content. */
  claimStatus: {
    subject: (reference: string) => `Update on your claim ${reference}`,
    changed: (status: string) => `Your claim is now at this stage: ${status}.`,
    checkOnline:
      "You can see its status and history at any time with your claim reference and policy number.",
    button: "Check your claim",
    appealHeading: "How to appeal",
    labels: { reference: "Reference", status: "Status" },
  },

  /**
   * To the person, when staff acknowledge their complaint or resolve it
   * (issue 33; decision 0097). The final response itself is on their
   * conversation's page, behind the link (decision 0053): a complaint may
   * hold what they would not email.
   */
  complaintStatus: {
    acknowledged: {
      subject: (reference: string) =>
        `We are looking into your complaint ${reference}`,
      text: (reference: string) =>
        `We have your complaint, reference ${reference}, and we are looking into it. We will send you our final answer within ${complaintFacts.finalAnswerDays} days of receiving it.`,
    },
    resolved: {
      subject: (reference: string) =>
        `Our final response to your complaint ${reference}`,
      outcome: {
        upheld: "We have upheld your complaint.",
        partly_upheld: "We have partly upheld your complaint.",
        not_upheld: "We have not upheld your complaint.",
      },
      fullResponse:
        "Our full response, with our reasons and what we will do, is in your conversation with us: please read it on our website. The link works for 30 days and opens only this conversation.",
      button: "Read our response",
      notSatisfied: `If you are not satisfied with our answer, you may contact your state's insurance department. In Michigan it is the Department of Insurance and Financial Services (DIFS), toll-free at ${complaintFacts.michigan.phone}, or online at ${complaintFacts.michigan.href}. The departments of other states are listed at ${complaintFacts.otherStatesHref}.`,
    },
    quoteReference:
      "Please quote your reference in any message about this complaint.",
    labels: { reference: "Reference", outcome: "Outcome" },
    outcomeLabels: {
      upheld: "Upheld",
      partly_upheld: "Partly upheld",
      not_upheld: "Not upheld",
    },
  },

  /** To the address a visitor gave when saving an estimate (issue 24): the link alone, no figures. */
  savedEstimate: {
    subject: (reference: string) => `Your saved estimate ${reference}`,
    intro: (reference: string) =>
      `Here is the link to your ${company.name} estimate ${reference}. It shows the figures as we estimated them, and lets you add another kind of cover or ask for an agent.`,
    button: "Open your estimate",
    expires: (days: number) =>
      `The link works for ${days} days. Anyone with it can see the estimate, which holds no name or contact details. We did not keep your email address.`,
    notYou:
      "If you did not ask for this email, you can ignore it: nothing else will be sent.",
    labels: { reference: "Reference" },
  },

  /** To the person, after a request for an agent (issue 24). */
  quoteRequester: {
    subject: (reference: string) =>
      `We received your request for an agent (${reference})`,
    thanks: (lines: string, promised: string) =>
      `Thank you for asking for an agent about your estimate for ${lines}. A licensed agent will contact you ${promised}.`,
    emailOnly:
      "You did not agree to calls or texts, so we will contact you by email only.",
    consented: (channel: string) =>
      `You agreed to calls and texts about this request: we will contact you by ${channel.toLowerCase()}. You can withdraw that consent at any time by replying to this email.`,
    neverShared: `${company.name} never passes your details to anyone else.`,
    button: "See your estimate",
    labels: {
      reference: "Reference",
      contactBy: "Contact by",
      time: "Preferred time",
    },
  },

  /** To staff, after a request for an agent (issue 24). */
  quoteStaff: {
    subject: (reference: string, lines: string) =>
      `New quote request ${reference}: ${lines}`,
    intro:
      "A visitor asked for an agent about an online estimate. The answers and the estimate as shown are on the request's page in the staff console.",
    labels: {
      reference: "Reference",
      name: "Name",
      email: "Email",
      contactBy: "Contact by",
      time: "Preferred time",
    },
  },

  /**
   * To the person, after a complaint (issue 33; decision 0097): the CP-
   * reference, the promise in plain words and the regulator they may go to.
   * Never what they wrote: a complaint may hold what they would not email.
   */
  complaintPerson: {
    subject: (reference: string) => `We received your complaint (${reference})`,
    thanks:
      "Thank you for telling us. Your complaint has reached our team and is recorded under the reference below.",
    promise: `We will acknowledge it ${promisedTimes.complaint} and send you our final answer within ${complaintFacts.finalAnswerDays} days. If we cannot answer within ${complaintFacts.finalAnswerDays} days, we will write to tell you why and when you will have our answer.`,
    /** Before the names of the files that came with the complaint, one a line. */
    filesReceived: (count: number) =>
      count === 1
        ? "We received this file with your complaint:"
        : `We received these ${count} files with your complaint:`,
    quoteReference:
      "Please quote your reference in any message about this complaint.",
    regulator: `You may also contact your state's insurance department at any time. In Michigan it is the Department of Insurance and Financial Services (DIFS), toll-free at ${complaintFacts.michigan.phone}, or online at ${complaintFacts.michigan.href}.`,
    labels: { reference: "Reference" },
  },

  /** To staff, after a complaint: who and what about, never what happened (it stays on the record's page). */
  complaintStaff: {
    subject: (reference: string, about: string) =>
      `New complaint ${reference}: ${about}`,
    intro: `A complaint was made through the website. It must be acknowledged within one business day and answered in full within ${complaintFacts.finalAnswerDays} days. What the person wrote and their documents are on the complaint's page in the staff console.`,
    labels: {
      reference: "Reference",
      about: "About",
      ourReference: "Our reference given",
      name: "Name",
      email: "Email",
      phone: "Phone",
      documents: "Documents",
    },
  },

  /** A staff message on a contact message: it travels in full (issue 22). */
  conversationReply: {
    subject: `Re: Your message to ${company.name}`,
    /** On a request for an agent (issue 24), which has a reference to name. */
    quoteSubject: (reference: string) =>
      `Re: Your request for an agent (${reference})`,
    /** On a contact message (issue 26), which has a reference since migration 0013. */
    contactSubject: (reference: string) =>
      `Re: Your message to ${company.name} (${reference})`,
    answer: "You can answer by replying to this email.",
  },

  /**
   * A staff message on a claim, verification or job application: the email
   * says only that there is one; it is read on the site (issue 22).
   */
  conversationNotice: {
    subject: (reference: string) => `New message about ${reference}`,
    intro: (reference: string) =>
      `There is a new message from ${company.name} about ${reference}. For your privacy it is not in this email: please read it on our website.`,
    documents: (count: number) =>
      count === 1
        ? "We have asked you for a document, which you can upload on the same page."
        : `We have asked you for ${count} documents, which you can upload on the same page.`,
    button: "Read the message",
    expiry:
      "The link works for 30 days and opens only this conversation. You can answer on that page, or by replying to this email; please do not send your Social Security number, bank details or documents in an email.",
    labels: { reference: "Reference" },
  },

  /**
   * A fresh link to a claim's conversation, asked for at Check a claim
   * ("Email me a secure link"): sent only to the claim's own address.
   */
  conversationLink: {
    subject: (reference: string) => `Your secure link for ${reference}`,
    intro: (reference: string) =>
      `You asked for a link to the messages about your claim ${reference}. It opens the page where you can read what we wrote and send us what we asked for.`,
    documents: (count: number) =>
      count === 1
        ? "We are waiting for a document from you, which you can upload on that page."
        : `We are waiting for ${count} documents from you, which you can upload on that page.`,
    button: "Open the messages",
    expiry:
      "The link works for 30 days and opens only this conversation. If you did not ask for it, you can ignore this email: nobody else received it.",
    labels: { reference: "Reference" },
  },

  /** To staff, when a person answers a conversation. */
  conversationStaff: {
    subject: (name: string, reference: string | null) =>
      reference
        ? `New reply from ${name} on ${reference}`
        : `New reply from ${name}`,
    intro: (byEmail: boolean, files: number) =>
      `${byEmail ? "They answered by email" : "They answered on the website"}${files > 0 ? `, with ${files === 1 ? "a document" : `${files} documents`}` : ""}. The answer is not in this email: read it on the record in the back office.`,
    /** The record waited on them, and their answer moved it back (decision 0093). */
    backFromWaiting: (status: string) =>
      `The record was waiting on the customer; their answer moved it back to ${status}.`,
    button: "Open the record",
  },

  /**
   * To the record's assignee, when the person answers a conversation
   * (issue 36): the reference and a link, never the person's name or words.
   */
  conversationAssignee: {
    subject: (reference: string | null) =>
      reference
        ? `New reply on ${reference}, assigned to you`
        : "New reply on a contact message assigned to you",
    assigned: "You are assigned to this record.",
    button: "Open the record",
    labels: { reference: "Reference" },
  },

  /** Answer to an emailed reply whose attachments could not be taken (issue 22). */
  conversationAttachmentsRefused: {
    subject: (reference: string | null) =>
      reference
        ? `We could not take the attachments of your email about ${reference}`
        : "We could not take the attachments of your email",
    /** A claim or verification: the files refused are listed below it, each with why. */
    body: `Thank you for your reply, which we received. We could not take the files listed below. An email may bring up to ${documentRule.maxFiles} documents, each a PDF, PNG or JPEG file of up to ${documentRule.maxMegabytes} MB; you can also upload them on the conversation page.`,
    /** A contact message or a job application, which take no files by email. */
    notTaken: `Thank you for your reply, which we received. We could not take the files attached to it: we do not accept documents by email for this conversation. If we need one, we will ask for it and send you a secure link; or call us at ${company.phone}.`,
    button: "Upload on the conversation page",
  },

  /** The customer portal's sign-up confirmation (spec call 8). */
  confirmEmail: {
    subject: `Confirm your email address for ${company.name}`,
    thanks: `Thank you for creating an account in the ${company.name} customer portal. Please confirm your email address to finish signing in.`,
    expiry:
      "The link works once and expires in 24 hours. If you did not create this account, you can ignore this email.",
    button: "Confirm my email address",
  },

  /** The customer portal's password reset link. */
  passwordReset: {
    subject: `Reset your ${company.name} password`,
    request:
      "We received a request to reset the password of your customer portal account. Choose a new password here:",
    expiry: `The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is. Questions? Call us at ${company.phone}.`,
    button: "Choose a new password",
  },

  /** An administrator invited a member of staff to the back office (/admin/staff). */
  staffInvite: {
    subject: `Your ${company.name} back office account`,
    invited: (role: string) =>
      `An administrator has made you an account in the ${company.name} back office, with the role: ${role}. Choose your password here:`,
    expiry:
      "The link works once and expires in 3 days. Then sign in with your email address and that password: at your first sign-in you will set up an authenticator app on your phone, which gives the code every later sign-in asks for.",
    notExpected: `If you did not expect this email, please tell us at ${company.phone}.`,
    button: "Choose my password",
  },

  /** Sent instead of a confirmation when someone signs up with an address that has an account. */
  existingAccount: {
    subject: `You already have a ${company.name} account`,
    attempt:
      "Someone tried to create a customer portal account with your email address. You already have one, so nothing was changed.",
    ifYou: (signInUrl: string, resetUrl: string) =>
      `If this was you, sign in at ${signInUrl}, or choose a new password at ${resetUrl} if you have forgotten it.`,
    ifNotYou: `If it was not you, you can ignore this email. Questions? Call us at ${company.phone}.`,
  },
};
