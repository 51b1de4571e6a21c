import type { OutcomeValue } from "#app/lib/staff/outcomes.ts";
import type { WorkflowStatus } from "#app/lib/staff/workflow.ts";
import { claimantStatusLabels, claimOutcomeText } from "./claims.ts";
import { staticPage } from "./page-meta.ts";
import { errorToast, type Toasts } from "#app/lib/toast-message.ts";
import { company } from "./company.ts";
import { flashToasts, portalLoading } from "./portal-flash.ts";

/**
 * Every text of the customer portal (spec sections 2, 5 and 8): the login
 * tabs, the dashboard, the email confirmation screen and the password reset
 * pages. The spec's own words are kept exactly; the rest says what happens.
 */

const linkExpired = "Your login link has expired. Please try again.";

/** Toasts, by what happened. */
export const portalToasts = {
  requiredFields: {
    type: "error",
    title: "Required Fields",
    description: "Please fill in all fields.",
  },
  passwordMismatch: {
    type: "error",
    title: "Password Mismatch",
    description: "Passwords do not match.",
  },
  passwordTooShort: {
    type: "error",
    title: "Password Too Short",
    description: "Password must be at least 6 characters long.",
  },
  signInFailed: errorToast("Sign In Failed"),
  signUpFailed: errorToast("Sign Up Failed"),
  welcomeBack: flashToasts["welcome-back"],
  accountCreated: {
    type: "success",
    title: "Account Created!",
    description:
      "Please check your email and follow the link to confirm your account.",
  },
  confirmationSent: {
    type: "success",
    title: "Confirmation Email Sent",
    description:
      "If your account still needs confirming, a new link is on its way. Please check your email.",
  },
  signedOut: flashToasts["signed-out"],
  welcome: flashToasts.welcome,
  invalidLink: {
    type: "error",
    title: "Invalid Link",
    description: linkExpired,
  },
  authenticationFailed: {
    type: "error",
    title: "Authentication Failed",
    description: linkExpired,
  },
  authenticationError: {
    type: "error",
    title: "Authentication Error",
    description: linkExpired,
  },
  passwordUpdated: flashToasts["password-updated"],
  resetLinkSent: {
    type: "success",
    title: "Check Your Email",
    description:
      "If an account exists for that email address, we have sent a link to reset your password. The link expires in 1 hour.",
  },
  resetFailed: errorToast("Password Not Updated"),
  requestFailed: errorToast("Request Failed"),
  connectionFailed: {
    type: "error",
    title: "Connection Problem",
    description:
      "We could not reach our servers. Please check your connection and try again.",
  },
} as const satisfies Toasts;

/** What the server says when a request fails; shown after 'Sign In Failed' and friends. */
export const portalMessages = {
  invalidCredentials: "Invalid email or password.",
  emailNotConfirmed:
    "Please confirm your email address before signing in: follow the link in the email we sent you.",
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 6 characters long.",
  passwordTooLong: "Password must be at most 128 characters long.",
  resetLinkInvalid:
    "This reset link has expired or has already been used. Please ask for a new one.",
  confirmationLinkUsed:
    "This confirmation link has expired or has already been used.",
  wrongSignUpPassword:
    "That is not the password chosen when this account was made. Please try again, or choose a new password.",
  unexpected: `Something went wrong on our side. Please try again in a moment, or call us at ${company.phone}.`,
  tooManyAttempts: (seconds: number) => {
    const [count, unit] =
      seconds < 60
        ? [Math.max(1, Math.ceil(seconds)), "second"]
        : [Math.ceil(seconds / 60), "minute"];
    return `Too many attempts. Please wait ${count} ${unit}${count === 1 ? "" : "s"} and try again.`;
  },
  passwordBreached:
    "This password is too common: it appears in lists of leaked passwords. Please choose another.",
  accountDisabled: `This account is disabled. If you think this is a mistake, please call us at ${company.phone}.`,
};

/** Field messages (the toasts above say what the spec says). */
export const portalFieldMessages = {
  fullNameRequired: "Please enter your full name",
  emailRequired: "Please enter your email address",
  passwordRequired: "Please enter your password",
  confirmPasswordRequired: "Please enter your password again",
  passwordMismatch: "Passwords do not match.",
};

export const loginPage = {
  title: "Customer Portal",
  intro:
    "Sign in to your account, or create one to complete your verification online.",
  tabsLabel: "Customer Portal",
  tabs: { signin: "Sign In", signup: "Sign Up" },
  signIn: {
    heading: "Sign in to your account",
    labels: { email: "Email", password: "Password" },
    placeholders: { email: "you@example.com", password: "Your password" },
    submitLabel: "Sign In",
    submittingLabel: "Signing In...",
    forgotPassword: "Forgot password?",
    unconfirmed: {
      heading: "Your email address is not confirmed yet",
      text: "Follow the link in the confirmation email we sent you. It may take a minute to arrive; please also check your spam folder.",
      resend: "Send a new confirmation email",
      busy: "Sending...",
    },
  },
  signUp: {
    heading: "Create your account",
    labels: {
      fullName: "Full Name",
      email: "Email",
      password: "Password",
      confirmPassword: "Confirm Password",
    },
    placeholders: {
      fullName: "Jane Smith",
      email: "you@example.com",
      password: "Choose a password",
      confirmPassword: "Repeat your password",
    },
    hints: { password: "At least 6 characters." },
    submitLabel: "Sign Up",
    submittingLabel: "Creating Account...",
    createdHeading: "Account Created!",
    createdText:
      "We sent a confirmation link to your email address. Follow it to finish signing in; until then you cannot sign in.",
  },
  securityNote:
    "Your connection is encrypted and your session ends after 24 hours without activity.",
};

export const callbackPage = {
  title: "Completing your sign-in...",
  text: "Please wait a moment while we confirm your email address.",
  // Decision 0095: the link confirms an account only with the password chosen at its sign-up.
  passwordText:
    "To finish, enter the password you chose when you signed up. This way nobody who signs up with your email address can get into your account.",
  labels: { password: "Password" },
  placeholders: { password: "The password you chose at sign-up" },
  submitLabel: "Confirm and Sign In",
  submittingLabel: "Signing In...",
  forgotPassword: "Forgot your password? Choose a new one",
  notYou:
    "You did not sign up with us? You need do nothing: without the password nobody can use this account, and we delete it after 7 days.",
  noScript:
    "This page needs JavaScript to read your sign-in link. Please turn JavaScript on, or sign in with your email and password.",
  signInLink: "Go to Sign In",
};

export const forgotPasswordPage = {
  title: "Reset Your Password",
  intro:
    "Enter the email address of your account and we will send you a link to choose a new password.",
  labels: { email: "Email" },
  placeholders: { email: "you@example.com" },
  submitLabel: "Send Reset Link",
  submittingLabel: "Sending...",
  backToSignIn: "Back to Sign In",
};

export const resetPasswordPage = {
  title: "Choose a New Password",
  intro:
    "Enter your new password twice. It must be at least 6 characters long.",
  labels: { password: "New Password", confirmPassword: "Confirm New Password" },
  submitLabel: "Update Password",
  submittingLabel: "Updating...",
  missingToken:
    "This page opens from the link in your password reset email. The link is missing or incomplete.",
  requestNew: "Request a new link",
  noScript:
    "This page needs JavaScript to read your reset link. Please turn JavaScript on and open the link again.",
};

export const dashboardPage = {
  title: "Dashboard",
  welcome: (name: string) => `Welcome, ${name}!`,
  intro:
    "See where everything you sent us stands, answer our messages, and manage your account from here.",
  signOut: "Sign Out",
  signingOut: "Signing Out...",
  loading: portalLoading,
  cardsHeading: "Your account",
  cards: {
    verification: {
      title: "Verification Form",
      description:
        "Complete your employment verification securely from your account.",
      action: "Open Verification Form",
      href: "/dashboard/verification",
    },
    profile: {
      title: "Profile Settings",
      description: "Update your personal details and your password.",
      status: "Coming soon",
    },
    policies: {
      title: "My Policies",
      description: `See your policies, documents and renewal dates. Until then, an agent answers about your policy at ${company.phone}, ${company.supportHours}.`,
      status: "Coming soon",
    },
  },
  unavailable: "not available yet",
  statusHeading: "Account Status",
  /** In place of "Verification Pending" once one was received from this account (issue 35). */
  verificationReceived: {
    title: "Verification Received",
    description: (reference: string, status: string) =>
      `Your verification ${reference} is with us. Status: ${status}.`,
    sent: "Received",
  },
  status: [
    {
      title: "Account Active",
      description: "Your account is confirmed and ready to use.",
      icon: "check",
    },
    {
      title: "Verification Pending",
      description: "Submit your verification form to complete your profile.",
      icon: "clock",
    },
    {
      title: "Support Available",
      description: `Call ${company.phone}, ${company.supportHours}.`,
      icon: "headset",
    },
  ],
} as const;

/**
 * A record's status as its person reads it on their account (issue 35):
 * a claim's as the claim check words it, the others' in the same plain
 * terms. Staff read their own words (app/content/staff.ts `statusLabels`).
 */
export const personStatusLabels: Readonly<Record<WorkflowStatus, string>> = {
  ...claimantStatusLabels,
  new: "Received",
  closed: "Closed",
  contacted: "An agent contacted you",
  quoted: "Quote sent",
  received: "Received",
  acknowledged: "Acknowledged",
  investigating: "We are looking into it",
};

/** A resolved record's outcome as its person reads it beside "Resolved". */
export const personOutcomeLabels = {
  ...claimOutcomeText.status,
  upheld: "Resolved: upheld",
  partly_upheld: "Resolved: partly upheld",
  not_upheld: "Resolved: not upheld",
} satisfies Record<OutcomeValue, string | ((amount: string) => string)>;

/**
 * "Your activity" on the dashboard, and the summary above a record's
 * conversation (issue 35; decision 0098).
 */
export const activityWords = {
  heading: "Your activity",
  intro:
    "Everything you sent us with your account's email address, newest first: claims, complaints, verifications, job applications, messages and requests for an agent.",
  none: "Nothing yet. When you file a claim, send us a message or apply with this email address, it appears here.",
  unverified: "Confirm your email address to see what you sent with it.",
  /** Above the list: what waits for the person, when something does. */
  waiting: (unread: number, requests: number) =>
    [
      unread > 0
        ? `${unread} new ${unread === 1 ? "message" : "messages"} from us`
        : "",
      requests > 0
        ? `${requests} ${requests === 1 ? "document" : "documents"} asked for`
        : "",
    ]
      .filter(Boolean)
      .join(" and ") + " on this page.",
  /** What a customer most often comes to start, beside what they already did. */
  start: {
    label: "Start something new",
    links: [
      { label: "File a Claim", href: "/file-a-claim" },
      { label: "Get an Estimate", href: "/quote" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
  sent: "Sent",
  status: "Status",
  promise: {
    heading: "Our answer",
    due: (phrase: string) => `Promised ${phrase}, by`,
    answered: "Given",
    waiting: "We are waiting for your answer before we go on.",
  },
  messages: (count: number) =>
    count === 0
      ? "No messages"
      : count === 1
        ? "1 message"
        : `${count} messages`,
  unread: (count: number) => `${count} new`,
  openRequests: (count: number) =>
    count === 1 ? "1 document asked for" : `${count} documents asked for`,
  open: "View",
  pages: {
    label: "Pages of your activity",
    newer: "Newer",
    older: "Older",
    position: (page: number, pages: number, total: number) =>
      `Page ${page} of ${pages} (${total} in all)`,
  },
  record: {
    heading: "Where it stands",
    timeline: "History",
    sentStep: "Sent to us",
  },
};

export const secureAreaPage = {
  backToDashboard: "Back to Dashboard",
  signedInAs: (name: string) => `Signed in as ${name}`,
  banner: "Secure Area",
  bannerText:
    "You are signed in. What you send here is encrypted in transit and linked to your account.",
  heading: "Employment Verification Form",
  intro:
    "Complete the form below. Our team will contact you within 2-3 business days.",
  returnToDashboard: "Return to Dashboard",
};

// The ways into the portal (sign in, a lost password) are pages people
// search for; what lies behind them is not (docs/decisions/0041-the-portal-s-doors-are-findable.md).
export const authCallbackMeta = staticPage(
  "/auth/callback",
  "Signing In",
  "Completing your sign-in to the customer portal.",
  false,
);

export const loginMeta = staticPage(
  "/login",
  "Customer Portal",
  `Sign in to the ${company.name} customer portal, or create an account to manage your verification and your policies online.`,
);

export const dashboardMeta = staticPage(
  "/dashboard",
  "Dashboard",
  "Your customer dashboard.",
  false,
);

export const dashboardVerificationMeta = staticPage(
  "/dashboard/verification",
  "Verification Form",
  "Complete your employment verification form in the secure area of your account.",
  false,
);

export const forgotPasswordMeta = staticPage(
  "/forgot-password",
  "Reset Your Password",
  "Forgot the password of your customer portal account? Ask for a link to choose a new one.",
);

export const resetPasswordMeta = staticPage(
  "/reset-password",
  "Choose a New Password",
  "Choose a new password for your customer portal account with the link from your email.",
);
