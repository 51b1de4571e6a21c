import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every static route is rendered to HTML at build time; the server adds a
  // fresh CSP nonce when it serves these files (server/http/prerendered.ts).
  prerender: true,
} satisfies Config;
