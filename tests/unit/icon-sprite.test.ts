import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { spriteIconNames } from "#app/components/ui/sprite-icon-names.ts";
import { iconSprite } from "../../scripts/icon-sprite.ts";

const sprite = readFileSync(
  new URL("../../app/components/ui/icon-sprite.svg", import.meta.url),
  "utf8",
);

describe("icon sprite", () => {
  it("has a symbol for every icon the site names", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...spriteIconNames]);
  });

  it("is up to date (node scripts/generate-icon-sprite.ts)", () => {
    expect(sprite).toBe(iconSprite());
  });
});
