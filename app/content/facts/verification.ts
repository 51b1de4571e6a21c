/**
 * The facts of the Employment Verification Form that both languages' words
 * go with: the option lists the schema takes (the English values, which
 * each language's labels follow in order) and the privacy policy's path.
 * The Spanish module takes them from here rather than from its English
 * twin, whose words would then ride along on the Spanish page (decision
 * 0092).
 */

/**
 * Option lists of the forms (spec section 3), exactly as the spec writes them.
 * `as const` tuples, so a zod schema can take them directly: z.enum(phoneCarriers).
 */

export const phoneCarriers = [
  "Verizon",
  "AT&T",
  "T-Mobile",
  "Sprint",
  "US Cellular",
  "Cricket Wireless",
  "Boost Mobile",
  "Metro by T-Mobile",
  "Straight Talk",
  "TracFone",
  "Mint Mobile",
  "Visible",
  "Google Fi",
  "Other",
] as const;
export type PhoneCarrier = (typeof phoneCarriers)[number];

/** Position interest checkboxes; "Other" is a separate checkbox with a free-text field. */
export const positionInterests = [
  "Administrative Clerk (Remote)",
  "Customer Service Representative (Remote)",
  "Live Chat Support (Remote)",
  "Remote Data Entry Assistant",
  "Job Posting Specialist",
] as const;
export type PositionInterest = (typeof positionInterests)[number];

export interface UsState {
  code: string;
  name: string;
}

/** The 50 states and the District of Columbia, by name, for the address select. */
export const usStates = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const satisfies readonly UsState[];
export type UsStateCode = (typeof usStates)[number]["code"];

/** Where the notice's privacy link leads. */
export const privacyPolicyHref = "/privacy-policy";
