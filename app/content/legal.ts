import { staticPage } from "./page-meta.ts";
import { company, companyAddressLine } from "./company.ts";
import type { IsoDate } from "./shared.ts";

/** A section of a legal page. `items` is an optional bullet list after the paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** A legal or information page: terms, privacy policy, accessibility statement. */
export interface LegalDocument {
  title: string;
  /** Shown in the page's language (formatDisplayDate). */
  lastUpdated: IsoDate;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/** The words every legal page frames its document with. */
export interface LegalPageText {
  lastUpdated: (date: string) => string;
  contents: string;
  /**
   * On a translation, the line saying the English version governs (as US
   * insurers' Spanish pages say); empty on the English pages.
   */
  governingVersion: string;
}

export const legalPageText: LegalPageText = {
  lastUpdated: (date) => `Last updated ${date}`,
  contents: "Contents",
  governingVersion: "",
};

const contactLines: readonly string[] = [
  `Email: ${company.email}`,
  `Phone: ${company.phone} (${company.supportHours})`,
  `Mail: ${company.name}, ${companyAddressLine}`,
];

/** Terms of Service: eleven sections, shown numbered 1 to 11. */
export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "2024-04-11",
  intro: [
    `These Terms of Service govern your use of the ${company.name} website, customer portal and online forms (together, the "Services"). Please read them carefully. By using the Services you agree to these terms.`,
  ],
  sections: [
    {
      heading: "Acceptance of Terms",
      paragraphs: [
        "By accessing or using the Services, you confirm that you have read, understood and agree to be bound by these Terms and by our Privacy Policy. If you do not agree, please do not use the Services.",
      ],
    },
    {
      heading: "Informational Purpose of the Website",
      paragraphs: [
        company.disclaimer,
        "Plan descriptions and prices shown on the website are examples. Your actual coverage, premium and eligibility are determined by underwriting and stated in the policy documents issued to you.",
      ],
    },
    {
      heading: "Eligibility and Accounts",
      paragraphs: [
        "You must be at least 18 years old and able to form a binding contract to create an account or submit a form.",
        "You are responsible for keeping your password confidential and for all activity under your account. Tell us immediately if you suspect unauthorized use of your account.",
      ],
    },
    {
      heading: "Quotes, Applications and Policies",
      paragraphs: [
        "Quotes are estimates based on the information you provide and are not a guarantee of coverage or price. Coverage begins only when we approve your application and confirm your policy in writing.",
        "The terms of your insurance policy, including its coverage, limits, deductibles and exclusions, take precedence over anything on this website.",
      ],
    },
    {
      heading: "Accurate Information and Claims",
      paragraphs: [
        "You agree to provide information that is accurate and complete in every quote request, application, claim and form. Knowingly providing false or misleading information to obtain coverage or payment is insurance fraud and may lead to denial of a claim, cancellation of your policy and criminal prosecution.",
      ],
    },
    {
      heading: "Employment Applications and Verification",
      paragraphs: [
        "Job applications and employment verification forms submitted through the Services are used only to evaluate candidates and complete employment verification, as described in our Privacy Policy. Submitting an application does not guarantee an interview or an offer of employment.",
        "You confirm that the identity documents and information you submit are your own and are genuine.",
      ],
    },
    {
      heading: "Acceptable Use",
      paragraphs: ["When using the Services, you agree not to:"],
      items: [
        "Use the Services for any unlawful or fraudulent purpose",
        "Submit information about another person without their authorization",
        "Attempt to gain unauthorized access to our systems or other users' accounts",
        "Upload files that contain malware or interfere with the operation of the Services",
        "Copy, scrape or resell content from the Services without our written permission",
      ],
    },
    {
      heading: "Intellectual Property",
      paragraphs: [
        `All content on the Services, including text, graphics, logos and software, is owned by ${company.name} or its licensors and is protected by copyright and trademark laws. You may view and print pages for your personal, non-commercial use.`,
      ],
    },
    {
      heading: "Disclaimers and Limitation of Liability",
      paragraphs: [
        'The Services are provided "as is" and "as available". We work to keep them accurate and available but do not guarantee that they will be uninterrupted or error-free.',
        `To the fullest extent permitted by law, ${company.name} is not liable for indirect, incidental or consequential damages arising from your use of the Services. Nothing in these Terms limits our obligations under an insurance policy issued to you.`,
      ],
    },
    {
      heading: "Governing Law",
      paragraphs: [
        "These Terms are governed by the laws of the State of Michigan, without regard to its conflict of law rules. Any dispute relating to the Services will be brought in the state or federal courts located in Wayne County, Michigan, unless the law of your state requires otherwise.",
      ],
    },
    {
      heading: "Changes to These Terms and Contact",
      paragraphs: [
        'We may update these Terms from time to time. The "Last updated" date at the top of this page shows when they last changed, and continued use of the Services means you accept the updated Terms.',
        "Questions about these Terms can be sent to us at:",
      ],
      items: contactLines,
    },
  ],
};

/** Privacy Policy, written for an insurer that collects SSNs, identity documents and resumes. */
export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "2024-04-11",
  intro: [
    `${company.name} respects your privacy. This policy explains what personal information we collect through our website, customer portal and online forms, why we collect it, how we protect it and the choices you have.`,
  ],
  sections: [
    {
      heading: "Information We Collect",
      paragraphs: ["Depending on how you use our Services, we collect:"],
      items: [
        "Contact details: your name, email address, phone number and mailing address",
        "Account information: your email address, name and an encrypted form of your password",
        "Quote and policy information: details about your home, vehicles, health, family or business that you share to obtain coverage",
        "Claims information: policy numbers, incident descriptions and the photos and documents you upload",
        "Job application information: your resume, cover letter, experience and contact details",
        "Employment verification information: your Social Security number, driver's license images (front and back), bank name, credit score, phone carrier and the positions you are interested in",
        "Technical information: your browser type, device, pages visited and IP address, collected through essential cookies and server logs",
      ],
    },
    {
      heading: "How We Use Your Information",
      paragraphs: [
        "We use personal information only for the purposes for which it was provided, including to:",
      ],
      items: [
        "Respond to your questions and prepare quotes",
        "Underwrite, issue and service insurance policies",
        "Process, investigate and pay claims, and prevent fraud",
        "Evaluate job applications and complete employment and identity verification",
        "Secure your account and our Services",
        "Meet our legal and regulatory obligations",
      ],
    },
    {
      heading: "Sensitive Information",
      paragraphs: [
        "Social Security numbers, identity documents and financial details are collected only through our employment verification form, and only to verify identity and employment eligibility and to set up payroll for candidates who are hired.",
        "Access to this information is limited to the small number of authorized employees who need it for that purpose. We never sell it, never use it for marketing and never display a full Social Security number after it has been submitted.",
      ],
    },
    {
      heading: "How We Share Information",
      paragraphs: [
        "We do not sell your personal information. We share it only with service providers who help us operate the Services (such as hosting, email and payment processing) under contracts that require them to protect it, with reinsurers, adjusters and other parties involved in servicing your policy or claim, and with regulators or law enforcement when the law requires it.",
      ],
    },
    {
      heading: "How We Protect Your Information",
      paragraphs: [
        "All information is sent to us over encrypted connections (HTTPS). Stored data, including uploaded documents, is encrypted at rest, and identity documents and resumes are kept in private storage that is never publicly accessible.",
        "We restrict access on a need-to-know basis, log access to sensitive records, and regularly review our security practices. No system is perfectly secure, but we work continuously to protect your information.",
      ],
    },
    {
      heading: "How Long We Keep Information",
      paragraphs: [
        "We keep personal information only as long as needed for the purpose it was collected or as required by law:",
      ],
      items: [
        "Policy and claims records: for the life of the policy and the period insurance regulations require afterwards",
        "Job applications and resumes: up to two years after the application, so we can consider you for future roles, unless you ask us to delete them sooner",
        "Employment verification information: until verification is complete, then only as long as employment and tax laws require; for candidates who are not hired, it is securely deleted",
        "Contact messages: up to three years",
      ],
    },
    {
      heading: "Your Rights and Choices",
      paragraphs: [
        "Depending on where you live, you may have the right to access the personal information we hold about you, correct it, ask us to delete it, or receive a copy of it. You can also opt out of marketing emails at any time using the link in each email.",
        "To exercise any of these rights, contact us using the details below. We will verify your identity before acting on your request and respond within the time the law requires. We will not discriminate against you for exercising your rights.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use only the cookies needed to run the Services, such as keeping you signed in to the customer portal. We do not use advertising cookies. Our office map is loaded from a third-party map provider only when you choose to show it.",
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        "Our Services are not directed to children under 13, and we do not knowingly collect personal information from them. Information about children covered by a family policy is provided by, and managed through, the policyholder.",
      ],
    },
    {
      heading: "Changes to This Policy",
      paragraphs: [
        'We may update this policy from time to time. The "Last updated" date shows when it last changed. If we make significant changes, we will notify customers by email or through the customer portal.',
      ],
    },
    {
      heading: "Contact Us",
      paragraphs: [
        "For questions about this policy or your personal information, contact us:",
      ],
      items: contactLines,
    },
  ],
};

/** Accessibility Statement. */
export const accessibilityStatement: LegalDocument = {
  title: "Accessibility Statement",
  lastUpdated: "2024-04-11",
  intro: [
    `${company.name} is committed to making our website usable by everyone, including people with disabilities. We continually improve the experience for all visitors and apply the relevant accessibility standards.`,
  ],
  sections: [
    {
      heading: "Conformance Status",
      paragraphs: [
        "The Web Content Accessibility Guidelines (WCAG) define requirements to improve accessibility for people with disabilities. This website is partially conformant with WCAG 2.1 level AA. Partially conformant means that some parts of the content do not yet fully conform to the standard.",
      ],
    },
    {
      heading: "Accessibility Features",
      paragraphs: ["Our website includes the following features:"],
      items: [
        "Text can be resized up to 200 percent without loss of content or function",
        "Every page can be used with a keyboard alone, with a visible focus indicator",
        "A skip link takes you straight to the main content",
        "Images have text alternatives, and decorative images are hidden from screen readers",
        "Form fields have labels, and errors are described in text next to each field",
        "Text and interactive elements meet color contrast requirements",
        "Pages work with current screen readers such as NVDA, JAWS and VoiceOver",
      ],
    },
    {
      heading: "Known Limitations",
      paragraphs: [
        "Despite our efforts, some content may not yet be fully accessible:",
      ],
      items: [
        "The embedded office map is provided by a third party and may not be fully accessible; our address and directions link are always available as text",
        "Documents uploaded by customers, such as claim photos, may not have text alternatives",
        "Some older PDF documents may not be fully accessible; contact us and we will provide them in an accessible format",
      ],
    },
    {
      heading: "Feedback",
      paragraphs: [
        "We welcome your feedback on the accessibility of our website. If you encounter a barrier, please tell us which page and what you were trying to do. We answer accessibility feedback within 2 business days.",
      ],
      items: contactLines,
    },
    {
      heading: "Assessment Approach",
      paragraphs: [
        `${company.name} assesses the accessibility of this website through automated testing on every release and regular manual testing with keyboards and screen readers.`,
      ],
    },
  ],
};

export const privacyPolicyMeta = staticPage(
  "/privacy-policy",
  "Privacy Policy",
  `How ${company.name} collects, uses, protects and retains your personal information, and how to exercise your privacy rights.`,
);

export const termsOfServiceMeta = staticPage(
  "/terms-of-service",
  "Terms of Service",
  `The terms that govern your use of the ${company.name} website, customer portal and online forms.`,
);

export const accessibilityMeta = staticPage(
  "/accessibility",
  "Accessibility Statement",
  `Our commitment to an accessible website: conformance with WCAG 2.1 AA, accessibility features, known limitations and how to give feedback.`,
);
