/** The company's facts: the one place to edit its name, address and contacts. */
export const company = {
  name: "Harborline Insurance",
  shortName: "Harborline",
  domain: "harborline-insurance.com",
  phone: "(313) 555-0142",
  phoneHref: "tel:+13135550142",
  email: "support@harborline-insurance.com",
  address: {
    street: "1550 Woodward Avenue, Suite 400",
    city: "Detroit",
    state: "MI",
    zip: "48226",
    country: "US",
  },
  supportHours: "Monday to Friday, 9:00 AM to 6:00 PM EST",
  foundedYear: 2010,
  licensing: "licensed in all 50 states plus DC",
  disclaimer:
    "The information on this website is for informational purposes only and does not constitute an insurance policy, a binding offer of coverage or professional advice. Coverage is subject to the terms, conditions and exclusions of the policy issued.",
} as const;

export const companyAddressLine = `${company.address.street}, ${company.address.city}, ${company.address.state} ${company.address.zip}`;
