/**
 * The input purpose (WCAG 2.1, 1.3.5) of the fields our forms share by
 * name, so browsers fill them in and assistive technology can say what
 * they are. A field not named here has none, or says so itself (a policy
 * number or an SSN is "off").
 */
export const autofillByField: Readonly<Record<string, string>> = {
  fullName: "name",
  claimantName: "name",
  firstName: "given-name",
  lastName: "family-name",
  email: "email",
  claimantEmail: "email",
  phone: "tel",
  claimantPhone: "tel",
  address: "street-address",
  streetAddress: "street-address",
  city: "address-level2",
  state: "address-level1",
  zipCode: "postal-code",
};
