import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { PhoneText } from "#app/components/ui/phone-link.tsx";
import { company } from "#app/content/company.ts";
import { fileAClaimHero } from "#app/content/claims.ts";

const render = (text: string) =>
  renderToStaticMarkup(<PhoneText text={text} linkClassName="x" />);
const link = `<a href="${company.phoneHref}" class="whitespace-nowrap x">${company.phone}</a>`;

describe("PhoneText", () => {
  it("makes every mention of the company's number a tel: link, the words around it as written", () => {
    expect(render(`Call ${company.phone} or ${company.phone}.`)).toBe(
      `Call ${link} or ${link}.`,
    );
    expect(render(company.phone)).toBe(link);
  });

  it("leaves a text without the number as it is", () => {
    expect(render("Call us any time & we'll help.")).toBe(
      "Call us any time &amp; we&#x27;ll help.",
    );
  });

  it("links the 24/7 number of the File a Claim hero", () => {
    expect(render(fileAClaimHero.subtitle)).toContain(link);
  });
});
