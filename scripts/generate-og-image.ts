/**
 * Renders public/images/og-default.png (1200×630), the picture social
 * networks show for a shared link, from the brand colours and company name.
 * Run after a brand change: `node scripts/generate-og-image.ts`.
 */
import { chromium } from "@playwright/test";

import { company } from "#app/content/company.ts";

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:center;
  background:linear-gradient(135deg,#0c2a42,#174f79);color:#fff;font-family:system-ui,sans-serif">
  <svg width="120" height="120" viewBox="0 0 32 32"><path d="M16 2 4 7v8c0 7.2 5.1 13.4 12 15 6.9-1.6 12-7.8 12-15V7L16 2Z" fill="#fff"/>
  <path d="m10 16 4 4 8-8" fill="none" stroke="#174f79" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>
  <div style="font-size:76px;font-weight:800;margin-top:36px">${company.name}</div>
  <div style="font-size:36px;margin-top:20px;color:#d5e8f4">Home, auto, health, life, business and travel insurance</div>
  <div style="font-size:28px;margin-top:28px;color:#fbbf24">Trusted since ${company.foundedYear} · ${company.licensing}</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({
  path: new URL("../public/images/og-default.png", import.meta.url).pathname,
});
await browser.close();
