import { createHash, timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";

import busboy from "busboy";
import type { Request, RequestHandler, Response } from "express";

import { inboundEmailWords as words } from "#app/content/inbound-email.ts";
import {
  INBOUND_EMAIL_MAX_BYTES,
  receiveInboundEmail,
  type InboundOutcome,
  type InboundServices,
} from "#server/conversations/inbound-email.ts";
import {
  readEmail,
  UnreadableEmailError,
} from "#server/conversations/read-email.ts";
import { mediaTypeOf, UploadError } from "#server/uploads/multipart.ts";
import { TempFiles, uploadTempDir } from "#server/uploads/temp-files.ts";
import { requestBody } from "./body-limits.ts";
import { sendPlainResponse, type PlainResponse } from "./responses.ts";

/** How the message was posted: as it is, or inside a mail service's form or JSON. */
type Via = "raw" | "sendgrid" | "mailgun" | "postmark";

interface PostedEmail {
  via: Via;
  /** The raw message (RFC 5322). */
  source: Readable;
  /** The envelope recipients the service named beside the message, if any. */
  envelope: string[];
}

/**
 * The status that refuses a message for good. Mail services retry what
 * they think failed: Postmark stops at 403, Mailgun only at 406; SendGrid
 * retries any 4xx for three days (each time refused again, nothing kept).
 * 403 says what it is (this message may not be posted to a conversation)
 * and is what our own forwarders and Postmark hear; Mailgun gets its 406.
 */
const refusedStatus = (via: Via) => (via === "mailgun" ? 406 : 403);

/** How long a service should wait before posting again a message whose scan could not run. */
const SCAN_RETRY_AFTER_SECONDS = 300;

const digest = (value: string) =>
  createHash("sha256").update(value, "utf8").digest();

/** The secret a request presents: a Bearer token, or the password of HTTP Basic (any user name). */
function presentedSecret(header: string | undefined): string | undefined {
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(header ?? "");
  if (!match) return undefined;
  const [, scheme = "", credentials = ""] = match;
  if (/^bearer$/i.test(scheme)) return credentials;
  if (!/^basic$/i.test(scheme)) return undefined;
  const decoded = Buffer.from(credentials, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}

/** Recipients passed in the address (`?recipient=`), for a forwarder that knows the envelope. */
function queryRecipients(req: Request): string[] {
  const value = req.query.recipient;
  return (Array.isArray(value) ? value : [value]).filter(
    (entry): entry is string => typeof entry === "string",
  );
}

/** SendGrid's `envelope` field: JSON whose `to` lists the envelope recipients. */
function sendGridEnvelope(value: string | undefined): string[] {
  try {
    const to: unknown = (JSON.parse(value ?? "{}") as { to?: unknown }).to;
    return Array.isArray(to)
      ? to.filter((entry): entry is string => typeof entry === "string")
      : [];
  } catch {
    return [];
  }
}

/**
 * SendGrid's Inbound Parse ("POST the raw, full MIME message": the message
 * in the field `email`, the envelope as JSON in `envelope`) and Mailgun's
 * forward to an address ending in "mime" (the message in `body-mime`, the
 * envelope recipient in `recipient`). Both post the message as a text
 * field, which busboy holds in memory: at most the endpoint's limit, which
 * the HTTP layer enforces as the body streams in. Files are not read.
 */
function formEmail(
  contentType: string,
  stream: Readable,
): Promise<PostedEmail | undefined> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fieldSize: INBOUND_EMAIL_MAX_BYTES, fields: 100 },
      });
    } catch (error) {
      reject(
        new UnreadableEmailError("no multipart boundary", { cause: error }),
      );
      return;
    }
    const fields = new Map<string, string>();
    parser.on("field", (name, value) => {
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on("file", (_name, file) => file.resume());
    parser.on("error", (error: Error) =>
      reject(new UnreadableEmailError(error.message, { cause: error })),
    );
    stream.once("error", reject);
    parser.on("close", () => {
      const sendGrid = fields.get("email");
      const raw = sendGrid ?? fields.get("body-mime");
      if (raw === undefined) return resolve(undefined);
      const recipient = fields.get("recipient");
      resolve({
        via: sendGrid === undefined ? "mailgun" : "sendgrid",
        source: Readable.from([Buffer.from(raw, "utf8")]),
        envelope: [
          ...sendGridEnvelope(fields.get("envelope")),
          ...(recipient ? [recipient] : []),
        ],
      });
    });
    stream.pipe(parser);
  });
}

/**
 * Postmark's inbound webhook, with "Include raw email content" on: JSON
 * whose `RawEmail` is the message and `OriginalRecipient` the envelope
 * recipient. JSON is parsed whole: at most the endpoint's limit.
 */
async function postmarkEmail(
  stream: Readable,
): Promise<PostedEmail | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  let posted: unknown;
  try {
    posted = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch (error) {
    throw new UnreadableEmailError("not JSON", { cause: error });
  }
  const { RawEmail: raw, OriginalRecipient: recipient } = (posted ??
    {}) as Record<string, unknown>;
  if (typeof raw !== "string") return undefined;
  return {
    via: "postmark",
    source: Readable.from([Buffer.from(raw, "utf8")]),
    envelope: typeof recipient === "string" ? [recipient] : [],
  };
}

/** The message in the body, by how it was posted (body-limits.ts has let only these types in). */
async function postedEmail(
  req: Request,
  stream: Readable,
): Promise<PostedEmail | undefined> {
  const contentType = req.get("content-type") ?? "";
  const posted =
    mediaTypeOf(contentType) === "multipart/form-data"
      ? await formEmail(contentType, stream)
      : mediaTypeOf(contentType) === "application/json"
        ? await postmarkEmail(stream)
        : { via: "raw" as const, source: stream, envelope: [] };
  if (posted) posted.envelope.push(...queryRecipients(req));
  return posted;
}

function answer(res: Response, status: number, body: object) {
  res.status(status).set("Cache-Control", "no-store").json(body);
}

/**
 * POST /api/inbound-email (and /api/inbound-email/mime, for Mailgun),
 * mounted only when INBOUND_EMAIL_SECRET is set. The secret is checked on
 * the headers alone (401 otherwise; the body is not read); the message is
 * read as it streams (server/http/body-limits.ts has bounded it: 413 past
 * INBOUND_EMAIL_MAX_BYTES) and handled by receiveInboundEmail. Answers: 200
 * `{ "status": "accepted" }` (or "ignored", for an automatic reply or an
 * empty one), 403 (406 to Mailgun) when no live conversation takes it, 400
 * when no message was posted, 503 when a scan could not pass its
 * attachments (the service posts it again later). The log says why a
 * message was refused, never its token, addresses or words.
 */
export function inboundEmailRoute(services: InboundServices): RequestHandler {
  const secret = services.config.inboundEmailSecret;
  if (!secret) throw new Error("The inbound email endpoint needs its secret");
  const expected = digest(secret);

  return async (req, res, next) => {
    const presented = presentedSecret(req.get("authorization"));
    if (
      presented === undefined ||
      !timingSafeEqual(digest(presented), expected)
    ) {
      services.logger.warn(
        { event: "inbound_email.unauthorized" },
        "inbound email refused: no valid secret",
      );
      return sendPlainResponse(req, res, {
        status: 401,
        code: "UNAUTHORIZED",
        title: words.unauthorized.title,
        message: words.unauthorized.description,
        headers: { "WWW-Authenticate": 'Basic realm="inbound-email"' },
      });
    }
    const body = requestBody(req);
    const temp = new TempFiles(uploadTempDir(services.config.dataDir));
    let response: PlainResponse | { status: number; json: object };
    try {
      response = await handle(services, req, body?.stream, temp);
    } catch (error) {
      // Past its limit (answered 413 as it streamed), or the sender went away.
      if (res.headersSent || req.destroyed) return;
      return next(error);
    } finally {
      // Nothing of the message outlives the request unencrypted, answered or not.
      await temp.removeAll();
    }
    if ("json" in response) answer(res, response.status, response.json);
    else sendPlainResponse(req, res, response);
  };
}

const plain = (
  status: number,
  code: string,
  text: { title: string; description: string },
  headers?: Record<string, string>,
): PlainResponse => ({
  status,
  code,
  title: text.title,
  message: text.description,
  headers,
});

/** What to answer the message posted, once it is read and handled (or refused). */
async function handle(
  services: InboundServices,
  req: Request,
  stream: Readable | undefined,
  temp: TempFiles,
): Promise<PlainResponse | { status: number; json: object }> {
  let via: Via = "raw";
  try {
    const posted = stream && (await postedEmail(req, stream));
    if (!posted) return plain(400, "NO_MESSAGE", words.noMessage);
    via = posted.via;
    const email = await readEmail(posted.source, temp);
    const outcome = await receiveInboundEmail(services, {
      email,
      envelope: posted.envelope,
      temp,
    });
    log(services, outcome, via);
    return outcome.status === "refused"
      ? plain(refusedStatus(via), "REFUSED", words.refused)
      : { status: 200, json: { status: outcome.status } };
  } catch (error) {
    if (error instanceof UnreadableEmailError) {
      services.logger.warn(
        { event: "inbound_email.refused", reason: "unreadable", via },
        "inbound email refused: unreadable",
      );
      return plain(refusedStatus(via), "UNREADABLE", words.unreadable);
    }
    if (error instanceof UploadError && error.status === 503)
      return plain(503, "SCAN_HELD", words.scanHeld, {
        "Retry-After": String(SCAN_RETRY_AFTER_SECONDS),
      });
    throw error;
  }
}

/** One line per message: what became of it, never whose or what it said. */
function log(services: InboundServices, outcome: InboundOutcome, via: Via) {
  const event = `inbound_email.${outcome.status}`;
  if (outcome.status === "refused")
    services.logger.warn(
      { event, reason: outcome.reason, via },
      `inbound email refused: ${outcome.reason}`,
    );
  else if (outcome.status === "ignored")
    services.logger.info(
      { event, reason: outcome.reason, via },
      `inbound email ignored: ${outcome.reason}`,
    );
  else
    services.logger.info(
      {
        event,
        kind: outcome.kind,
        documents: outcome.documents,
        refusedAttachments: outcome.refused,
        duplicate: outcome.duplicate,
        via,
      },
      "inbound email kept on its record",
    );
}
