import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The message as it arrived (headers and body, CRLF line endings). */
  raw: string;
  envelope: { from: string | undefined; to: string[] };
}

export interface TestSmtpServer {
  /** Known after the first start(); later starts reuse it. */
  readonly port: number;
  /** smtp://127.0.0.1:<port>, for Config.smtpUrl. */
  readonly url: string;
  readonly received: ReceivedMail[];
  start(): Promise<void>;
  /** Closes the port, so clients get "connection refused" as from a dead server. */
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that accepts everything and keeps what it
 * receives. It can be stopped and started again on the same port to play an
 * SMTP server that goes down and comes back.
 */
export function createTestSmtpServer(
  options: { port?: number } = {},
): TestSmtpServer {
  let port = options.port ?? 0;
  let server: SMTPServer | undefined;
  const received: ReceivedMail[] = [];

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    async start() {
      if (server) return;
      // A fresh instance each time: a closed SMTPServer is not meant to listen again.
      const instance = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        disableReverseLookup: true,
        logger: false,
        closeTimeout: 500,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", callback);
          stream.on("end", () => {
            const { mailFrom, rcptTo } = session.envelope;
            received.push({
              raw: Buffer.concat(chunks).toString("utf8"),
              envelope: {
                from: mailFrom ? mailFrom.address : undefined,
                to: rcptTo.map((r) => r.address),
              },
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        instance.server.once("error", reject);
        instance.listen(port, "127.0.0.1", () => {
          instance.server.off("error", reject);
          resolve();
        });
      });
      port = (instance.server.address() as AddressInfo).port;
      server = instance;
    },
    async stop() {
      const instance = server;
      server = undefined;
      if (instance)
        await new Promise<void>((resolve) => instance.close(resolve));
    },
  };
}

export interface ParsedMail {
  /** Header names in lower case, folded lines joined, encoded words left as they are. */
  headers: Map<string, string>;
  /** The decoded text/plain part (the whole body when not multipart). */
  text: string;
  /** The decoded text/html part, if any. */
  html: string | undefined;
}

/** A received message, parsed, with the envelope it came in. */
export type DeliveredMail = ParsedMail & Pick<ReceivedMail, "envelope">;

/** What the server has received, parsed, oldest first: all of it, or what was sent to `to`. */
export function receivedMail(
  smtp: Pick<TestSmtpServer, "received">,
  to?: string,
): DeliveredMail[] {
  return smtp.received
    .filter((mail) => to === undefined || mail.envelope.to.includes(to))
    .map((mail) => ({ envelope: mail.envelope, ...parseMail(mail.raw) }));
}

/**
 * Reads an RFC 822 message: headers, multipart/alternative parts, and the
 * 7bit / quoted-printable / base64 transfer encodings that nodemailer uses.
 * Enough to check what a test sent; not a general MIME parser.
 */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith("multipart/") || !boundary) {
    return { headers, text: decodeBody(body, headers), html: undefined };
  }
  let text = "";
  let html: string | undefined;
  const parts = body.split(`--${boundary}`).slice(1, -1);
  for (const part of parts) {
    const entity = splitEntity(part.replace(/^\r?\n/, ""));
    const type = (
      entity.headers.get("content-type") ?? "text/plain"
    ).toLowerCase();
    const decoded = decodeBody(
      entity.body.replace(/\r?\n$/, ""),
      entity.headers,
    );
    if (type.startsWith("text/plain")) text = decoded;
    else if (type.startsWith("text/html")) html = decoded;
  }
  return { headers, text, html };
}

function splitEntity(raw: string): {
  headers: Map<string, string>;
  body: string;
} {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match)
    throw new Error("not an RFC 822 message: no blank line after the headers");
  const head = raw.slice(0, match.index).replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`not a header line: ${line}`);
    headers.set(
      line.slice(0, colon).trim().toLowerCase(),
      line.slice(colon + 1).trim(),
    );
  }
  return { headers, body: raw.slice(match.index + match[0].length) };
}

/** Decodes the transfer encoding; line endings come back as "\n". */
function decodeBody(body: string, headers: Map<string, string>): string {
  return decodeTransfer(body, headers).replace(/\r\n/g, "\n");
}

function decodeTransfer(body: string, headers: Map<string, string>): string {
  const encoding = (
    headers.get("content-transfer-encoding") ?? "7bit"
  ).toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}
