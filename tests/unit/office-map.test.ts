import { existsSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { officeMap } from "#app/content/contact.ts";
import { allowedFrameSources } from "#server/http/security-headers.ts";

describe("officeMap", () => {
  it("embeds a map from a frame source the CSP allows", () => {
    const url = new URL(officeMap.embedUrl);
    expect(allowedFrameSources).toContain(url.origin);
    expect(url.pathname).toBe("/export/embed.html");
    const [minLon, minLat, maxLon, maxLat] = url.searchParams
      .get("bbox")!
      .split(",")
      .map(Number);
    const [lat, lon] = url.searchParams.get("marker")!.split(",").map(Number);
    // The marker (the office, in Detroit) sits inside the box shown.
    expect(lat).toBeGreaterThan(minLat!);
    expect(lat).toBeLessThan(maxLat!);
    expect(lon).toBeGreaterThan(minLon!);
    expect(lon).toBeLessThan(maxLon!);
    expect(Math.round(lat!)).toBe(42);
    expect(Math.round(lon!)).toBe(-83);
  });

  it("has a self-hosted preview to show until the map is asked for", () => {
    expect(existsSync(`public${officeMap.preview.src}`)).toBe(true);
    expect(officeMap.loadLabel).toBe("Show interactive map");
  });
});
