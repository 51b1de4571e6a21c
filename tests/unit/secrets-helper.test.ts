import { describe, expect, it } from "vitest";

import { leakedSecrets } from "../helpers/secrets.ts";

describe("leakedSecrets", () => {
  const secrets = ["742", "6789", "123-45-6789", "123456789", "Great Lakes"];

  it("reports a secret that stands as a value of its own", () => {
    expect(leakedSecrets('{"creditScore":742}', secrets)).toEqual(["742"]);
    expect(leakedSecrets("SSN 123-45-6789.", secrets)).toEqual([
      "6789",
      "123-45-6789",
    ]);
    expect(leakedSecrets("ssn=123456789", secrets)).toEqual(["123456789"]);
    expect(leakedSecrets("Bank: Great Lakes (MI)", secrets)).toEqual([
      "Great Lakes",
    ]);
  });

  it("passes over the same digits inside a random identifier", () => {
    const text = [
      "fe74297e-c154-4086-8d72-d66e5a615f4d",
      "VER-067891",
      "2026-11-23T21:13:25.742Z",
    ].join(",");
    expect(leakedSecrets(text, secrets)).toEqual([]);
  });
});
