import type { IconName, IsoDate } from "./shared.ts";

export type RoleLocation = "Remote" | "Remote Call Center" | "Remote or Hybrid";
export type RoleExperience =
  "Entry-level" | "6+ months" | "1+ year" | "2+ years";

/**
 * A built-in job role (spec section 3). Its id is its zero-based position in
 * `roles`: the job page lives at /job/{index}, so never reorder the list, only
 * append to it.
 */
export interface Role {
  title: string;
  description: string;
  icon: IconName;
  skills: readonly string[];
  featured: boolean;
  location: RoleLocation;
  experience: RoleExperience;
  employmentType: "Full-time";
  responsibilities: readonly string[];
  /** For the JobPosting structured data. */
  datePosted: IsoDate;
}

export const roles: readonly Role[] = [
  {
    title: "Administrative Clerk",
    description:
      "Keep our operations running smoothly by organizing records, preparing correspondence and supporting the policy and claims teams with day-to-day administrative work.",
    icon: "clipboard-list",
    skills: [
      "Microsoft Office and Google Workspace",
      "Organization and time management",
      "Attention to detail",
      "Clear written communication",
      "Typing 40+ words per minute",
    ],
    featured: false,
    location: "Remote",
    experience: "Entry-level",
    employmentType: "Full-time",
    responsibilities: [
      "Maintain accurate digital policy and customer files",
      "Prepare letters, reports and policy documents",
      "Schedule meetings and manage shared calendars",
      "Process incoming mail and route documents to the right team",
      "Support team leads with data requests and special projects",
    ],
    datePosted: "2026-11-02",
  },
  {
    title: "Appointment Setter / Lead Qualifier",
    description:
      "Connect with people who have asked about coverage, understand their needs and book consultations with our licensed agents.",
    icon: "calendar-check",
    skills: [
      "Confident phone communication",
      "Active listening",
      "CRM software",
      "Goal orientation",
      "Scheduling and follow-up",
    ],
    featured: true,
    location: "Remote",
    experience: "6+ months",
    employmentType: "Full-time",
    responsibilities: [
      "Call and email prospective customers who requested a quote",
      "Ask qualifying questions to understand coverage needs",
      "Book appointments with licensed agents",
      "Record every interaction accurately in our CRM",
      "Meet weekly appointment and quality goals",
    ],
    datePosted: "2026-11-09",
  },
  {
    title: "Billing & Claims Support Agent",
    description:
      "Help customers understand their bills, set up payment plans and follow the progress of their claims, working closely with our claims specialists.",
    icon: "receipt",
    skills: [
      "Customer service",
      "Basic accounting and billing knowledge",
      "Problem solving",
      "Payment processing systems",
      "Empathy under pressure",
    ],
    featured: false,
    location: "Remote",
    experience: "1+ year",
    employmentType: "Full-time",
    responsibilities: [
      "Answer billing questions by phone, email and chat",
      "Process payments, refunds and payment plan changes",
      "Give customers clear updates on the status of their claims",
      "Resolve billing discrepancies with the finance team",
      "Document every case in our policy administration system",
    ],
    datePosted: "2026-10-26",
  },
  {
    title: "Claims Intake Coordinator",
    description:
      "Be the first point of contact after a loss: record new claims accurately, gather the right documents and route each claim to the right adjuster.",
    icon: "inbox",
    skills: [
      "Compassionate communication",
      "Accurate data entry",
      "Insurance claims terminology",
      "Multitasking",
      "Document management",
    ],
    featured: false,
    location: "Remote",
    experience: "1+ year",
    employmentType: "Full-time",
    responsibilities: [
      "Take first notice of loss reports by phone and online",
      "Verify policy details and coverage dates",
      "Request and organize photos, reports and supporting documents",
      "Assign new claims to the right adjuster within service targets",
      "Flag urgent or potentially fraudulent claims for review",
    ],
    datePosted: "2026-11-16",
  },
  {
    title: "Customer Service Representative",
    description:
      "Answer calls from customers in our remote call center, helping them with policy questions, coverage changes and everyday requests.",
    icon: "headset",
    skills: [
      "Excellent phone manner",
      "Patience and empathy",
      "Problem solving",
      "Computer literacy",
      "Bilingual English/Spanish a plus",
    ],
    featured: true,
    location: "Remote Call Center",
    experience: "Entry-level",
    employmentType: "Full-time",
    responsibilities: [
      "Handle inbound calls about policies, billing and coverage",
      "Update customer information and policy details",
      "Explain coverage options in clear, simple terms",
      "Escalate complex issues to specialists",
      "Meet quality and customer satisfaction standards",
    ],
    datePosted: "2026-11-12",
  },
  {
    title: "Data Entry Clerk",
    description:
      "Enter and update policy, customer and claims information in our systems quickly and accurately, keeping our records complete and reliable.",
    icon: "keyboard",
    skills: [
      "Typing 50+ words per minute",
      "High accuracy",
      "Spreadsheet software",
      "Confidentiality",
      "Self-motivation",
    ],
    featured: true,
    location: "Remote",
    experience: "Entry-level",
    employmentType: "Full-time",
    responsibilities: [
      "Enter data from applications, forms and scanned documents",
      "Verify records for accuracy and completeness",
      "Correct errors and resolve missing information",
      "Maintain confidentiality of customer data",
      "Meet daily accuracy and volume targets",
    ],
    datePosted: "2026-11-05",
  },
  {
    title: "Document Review Analyst",
    description:
      "Review applications, claims files and supporting documents for completeness, accuracy and compliance before they move to underwriting or payment.",
    icon: "file-search",
    skills: [
      "Analytical thinking",
      "Attention to detail",
      "Insurance documentation",
      "Regulatory compliance awareness",
      "Report writing",
    ],
    featured: false,
    location: "Remote",
    experience: "2+ years",
    employmentType: "Full-time",
    responsibilities: [
      "Review documents against underwriting and claims guidelines",
      "Identify missing, inconsistent or suspicious information",
      "Summarize findings for underwriters and adjusters",
      "Track review outcomes and turnaround times",
      "Suggest improvements to document checklists",
    ],
    datePosted: "2026-10-19",
  },
  {
    title: "Insurance Verification Specialist",
    description:
      "Confirm coverage, eligibility and benefits with customers, providers and other insurers so that claims and services move forward without delay.",
    icon: "shield-check",
    skills: [
      "Insurance terminology",
      "Phone and email communication",
      "Research skills",
      "Accuracy",
      "Eligibility systems",
    ],
    featured: false,
    location: "Remote",
    experience: "1+ year",
    employmentType: "Full-time",
    responsibilities: [
      "Verify policy status, coverage and benefits",
      "Contact providers and other insurers to confirm details",
      "Record verification results in our systems",
      "Resolve coverage discrepancies",
      "Keep up to date with policy and plan changes",
    ],
    datePosted: "2026-10-29",
  },
  {
    title: "Live Chat Support Agent",
    description:
      "Support existing policyholders through live chat, answering questions about their coverage, payments and claims in real time.",
    icon: "message-circle",
    skills: [
      "Fast, accurate typing",
      "Clear written communication",
      "Handling several chats at once",
      "Customer focus",
      "Help desk software",
    ],
    featured: false,
    location: "Remote",
    experience: "Entry-level",
    employmentType: "Full-time",
    responsibilities: [
      "Respond to policyholder chats promptly and professionally",
      "Help customers update policies and make payments",
      "Give claim status updates",
      "Escalate complex cases to the right specialist",
      "Document every conversation accurately",
    ],
    datePosted: "2026-11-03",
  },
  {
    title: "Online Chat Support",
    description:
      "Welcome visitors on our website through online chat, answer their questions about our insurance products and guide them toward a quote.",
    icon: "message-square",
    skills: [
      "Friendly written tone",
      "Product knowledge",
      "Multitasking",
      "Basic sales skills",
      "Chat software",
    ],
    featured: true,
    location: "Remote",
    experience: "Entry-level",
    employmentType: "Full-time",
    responsibilities: [
      "Answer website visitors' questions in real time",
      "Explain our products and coverage options",
      "Collect details and hand qualified leads to agents",
      "Share helpful guides and resources",
      "Maintain high customer satisfaction scores",
    ],
    datePosted: "2026-11-10",
  },
  {
    title: "Policy Service Specialist",
    description:
      "Manage changes to existing policies, from endorsements and renewals to cancellations, making sure every update is accurate and compliant.",
    icon: "file-text",
    skills: [
      "Policy administration",
      "Insurance knowledge (license a plus)",
      "Accuracy",
      "Customer communication",
      "Problem solving",
    ],
    featured: false,
    location: "Remote or Hybrid",
    experience: "2+ years",
    employmentType: "Full-time",
    responsibilities: [
      "Process endorsements, renewals and cancellations",
      "Review policy changes for accuracy and compliance",
      "Answer customer and agent questions about policy terms",
      "Coordinate with underwriting on complex changes",
      "Maintain complete policy records",
    ],
    datePosted: "2026-10-22",
  },
  {
    title: "Virtual Receptionist",
    description:
      "Be the friendly voice of our company, answering and routing calls, greeting callers and taking messages for our agents and teams.",
    icon: "phone",
    skills: [
      "Professional phone manner",
      "Multi-line phone systems",
      "Organization",
      "Calendar management",
      "Clear communication",
    ],
    featured: false,
    location: "Remote",
    experience: "Entry-level",
    employmentType: "Full-time",
    responsibilities: [
      "Answer and route incoming calls promptly",
      "Greet callers and identify their needs",
      "Take accurate messages and schedule callbacks",
      "Manage agent calendars and appointments",
      "Keep the company directory up to date",
    ],
    datePosted: "2026-11-06",
  },
];

/**
 * The role a /job/{roleId} parameter names, or undefined when it is not a
 * plain non-negative integer within the list ("1.0", "-1", "01x" → undefined).
 */
export function roleFromParam(roleId: string | undefined): Role | undefined {
  if (roleId === undefined || !/^(0|[1-9]\d*)$/.test(roleId)) return undefined;
  return roles[Number(roleId)];
}
