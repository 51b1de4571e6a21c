import express from "express";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";

import { finalErrorHandler } from "#server/http/error-handler.ts";
import {
  loggedError,
  loggedPath,
  REDACTED_SEGMENT,
} from "#server/http/logged-path.ts";
import { logRequest, requestLog } from "#server/http/request-log.ts";

/** A token as a message link carries it: 52 characters of lower-case base32. */
const TOKEN = "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst";

/** A logger whose lines are kept, parsed. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: "trace" },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { logger, lines, text: () => JSON.stringify(lines) };
}

describe("a message link's token in a logged path", () => {
  it("is redacted under /messages/, its .data twin and the form's endpoint", () => {
    expect(loggedPath(`/messages/${TOKEN}`)).toBe("/messages/[link]");
    expect(loggedPath(`/messages/${TOKEN}.data`)).toBe("/messages/[link]");
    expect(loggedPath(`/messages/${TOKEN}/`)).toBe("/messages/[link]");
    expect(loggedPath(`/api/forms/conversation/${TOKEN}`)).toBe(
      "/api/forms/conversation/[link]",
    );
  });

  it("is redacted under a saved estimate's link, its agent page and the agent form's endpoint", () => {
    expect(loggedPath(`/quote/saved/${TOKEN}`)).toBe("/quote/saved/[link]");
    expect(loggedPath(`/quote/saved/${TOKEN}/agent`)).toBe(
      "/quote/saved/[link]",
    );
    expect(loggedPath(`/quote/saved/${TOKEN}.data`)).toBe(
      "/quote/saved/[link]",
    );
    expect(loggedPath(`/api/forms/quote-agent/${TOKEN}`)).toBe(
      "/api/forms/quote-agent/[link]",
    );
    // The estimate pages themselves are logged as they are.
    expect(loggedPath("/quote/auto")).toBe("/quote/auto");
    expect(loggedPath("/quote/save")).toBe("/quote/save");
  });

  it("is redacted under the Spanish twins of those paths", () => {
    for (const prefix of [
      "/es/messages/",
      "/es/api/forms/conversation/",
      "/es/quote/saved/",
      "/es/api/forms/quote-agent/",
    ]) {
      expect(loggedPath(`${prefix}${TOKEN}`)).toBe(`${prefix}[link]`);
      expect(loggedPath(`${prefix.toUpperCase()}${TOKEN.slice(0, 9)}`)).toBe(
        `${prefix}[link]`,
      );
    }
    expect(loggedPath("/es/quote/auto")).toBe("/es/quote/auto");
  });

  it("is redacted whatever follows the prefix: a truncated or mistyped token is part of one", () => {
    expect(loggedPath(`/messages/${TOKEN.slice(0, 20)}`)).toBe(
      "/messages/[link]",
    );
    expect(loggedPath("/messages/not-a-token")).toBe("/messages/[link]");
  });

  it("is redacted however the router would still match it: case, percent-encoding, doubled or back slashes", () => {
    for (const path of [
      `/MESSAGES/${TOKEN.toUpperCase()}`,
      `/%6Dessages/${TOKEN}`,
      `//messages/${TOKEN}`,
      `/messages//${TOKEN}`,
      `/messages\\${TOKEN}`,
      `/messages/%zz${TOKEN}`,
    ]) {
      const logged = loggedPath(path);
      expect(logged, path).toBe("/messages/[link]");
    }
  });

  it("is redacted under any other path when it has a token's shape (a link pasted under a wrong address)", () => {
    expect(loggedPath(`/message/${TOKEN}`)).toBe(
      `/message/${REDACTED_SEGMENT}`,
    );
    // One letter percent-encoded: still the token to the router.
    const encoded = `${TOKEN.slice(0, 26)}%${TOKEN.charCodeAt(26).toString(16)}${TOKEN.slice(27)}`;
    expect(loggedPath(`/x/${encoded}`)).toBe(`/x/${REDACTED_SEGMENT}`);
  });

  it("leaves every other path as sent", () => {
    for (const path of [
      "/",
      "/messages",
      "/dashboard/messages/claim/3f1c2a9e-6c0b-4f7e-9a51-0d2b7c8e1f00",
      "/news/harborline-opens-its-second-claims-centre",
      "/api/forms/claim",
    ])
      expect(loggedPath(path)).toBe(path);
  });

  it("is redacted from the request line of every status, the 404 warning's message included", () => {
    const { logger, lines, text } = capturingLogger();
    for (const status of [200, 302, 404, 410, 500])
      logRequest(logger, {
        requestId: "r1",
        method: "GET",
        path: `/messages/${TOKEN}`,
        status,
        durationMs: 1,
      });
    expect(lines).toHaveLength(5);
    expect(text()).not.toContain(TOKEN);
    expect(lines.every((line) => line.path === "/messages/[link]")).toBe(true);
    expect(lines[2]!.msg).toBe("page not found: /messages/[link]");
  });

  it("is redacted by the request logger and the last error handler of a real app", async () => {
    const { logger, text } = capturingLogger();
    const app = express();
    app.use(requestLog(logger));
    app.get("/messages/:token", () => {
      throw new Error("boom");
    });
    app.use(finalErrorHandler(logger));
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(
        `http://127.0.0.1:${port}/messages/${TOKEN}`,
      );
      expect(response.status).toBe(500);
      await response.text();
      // The request line is written when the response finishes.
      await vi.waitFor(() => expect(text()).toContain("request failed"));
    } finally {
      server.close();
    }
    expect(text()).toContain("/messages/[link]");
    expect(text()).toContain("unhandled error");
    expect(text()).not.toContain(TOKEN);
  });

  it("is taken out of an error that names the path (React Router's own messages)", () => {
    const path = `/messages/${TOKEN}`;
    const error = loggedError(
      new Error(`No route matches URL "${path}"`),
      path,
    ) as Error;
    expect(error.message).toBe('No route matches URL "/messages/[link]"');
    expect(error.stack).not.toContain(TOKEN);
    const other = new Error("No route matches URL /news");
    expect(loggedError(other, "/news")).toBe(other);
  });
});
