import { describe, expect, it } from "vitest";

import {
  BREACHED_LIST_SIZE,
  breachedPasswords,
  isBreachedPassword,
} from "#server/auth/breached-passwords.ts";
import {
  ARGON2_OPTIONS,
  hashPassword,
  needsRehash,
} from "#server/auth/password-hash.ts";

describe("the breached-password list", () => {
  it("holds the 100,000 most common leaked passwords, compared without case", async () => {
    expect((await breachedPasswords()).size).toBe(BREACHED_LIST_SIZE);
    for (const common of ["123456", "password", "qwerty123", "Password1"])
      expect(await isBreachedPassword(common), common).toBe(true);
    for (const rare of ["correct-horse-1", "battery-staple-2", "new-password"])
      expect(await isBreachedPassword(rare), rare).toBe(false);
  });
});

describe("password hashes", () => {
  it("are Argon2id at OWASP's parameters, and anything weaker is due for a rehash", async () => {
    expect(ARGON2_OPTIONS).toMatchObject({
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    const hash = await hashPassword("correct-horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash("aabbcc:ddeeff")).toBe(true);
    expect(
      needsRehash(
        "$argon2id$v=19$m=4096,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$7mVhIefhxUdqhmxLrjAmGxb3zbo+0Z8vv2JxXKi+x2A",
      ),
    ).toBe(true);
  });
});
