import { submissionPage } from "#app/content/staff.ts";
import type { LicenceSide } from "#app/lib/staff/inboxes.ts";
import type { SubmissionDocument } from "#app/lib/staff/submission-view.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import { CONVERSATION_BUCKET } from "#server/conversations/conversation.ts";
import { personOf } from "#server/conversations/people.ts";
import type { Services } from "#server/services.ts";
import { readDocument } from "#server/storage/documents.ts";
import type { Bucket } from "#server/storage/keys.ts";
import {
  contentTypes,
  detectFileType,
  type DetectedType,
} from "#server/uploads/file-type.ts";
import { auditActions, recordAudit } from "./audit.ts";
import type { StaffActor } from "./workflow.ts";

type DocumentServices = Pick<Services, "database" | "secrets" | "storage">;

/** Which document of which submission: named by row ids, never by a storage key or file name. */
export type DocumentRequest =
  | { kind: "verification"; id: string; side: LicenceSide }
  | { kind: "application"; id: string }
  | { kind: "claim"; id: string; fileId: string }
  /** A file the person sent in the record's conversation (any inbox). */
  | { kind: InboxKind; id: string; messageFileId: string };

/** Where a document is stored and what its download is called. */
interface Located {
  bucket: Bucket;
  key: string;
  /** The download's name without its extension, already safe. */
  baseName: string;
  /** What the audit row says was downloaded: a kind of document and an id, never a name. */
  document: Record<string, string>;
}

/**
 * A file name that is safe in a header and on any disk: ASCII letters,
 * digits, dots, dashes and underscores, at most 80 characters. What a person
 * typed as a name is display text; it never reaches a path or a header raw.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    // "é" becomes "e": the accent is a separate mark once decomposed.
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\w.-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, 80)
    .replace(/[.-]+$/, "");
  return cleaned === "" ? "document" : cleaned;
}

/** The part of a file name before its last extension. */
const withoutExtension = (name: string) => name.replace(/\.[^.]*$/, "");

/** A conversation file, only under the record whose conversation holds it. */
async function locateMessageFile(
  services: DocumentServices,
  request: { kind: InboxKind; id: string; messageFileId: string },
): Promise<Located | null> {
  const db = services.database.db;
  const row = await db
    .selectFrom("conversation_files")
    .select(["storage_key", "file_name"])
    .where("id", "=", request.messageFileId)
    .where("subject_type", "=", request.kind)
    .where("subject_id", "=", request.id)
    .executeTakeFirst();
  if (!row) return null;
  // A contact message sent before migration 0013 has no reference: the download is named "message-…".
  const person = await personOf(db, request);
  return {
    bucket: CONVERSATION_BUCKET,
    key: row.storage_key,
    baseName: safeFileName(
      `${person?.reference ?? "message"}-${withoutExtension(row.file_name)}`,
    ),
    document: { document: "message_file", fileId: request.messageFileId },
  };
}

async function locate(
  services: DocumentServices,
  request: DocumentRequest,
): Promise<Located | null> {
  if ("messageFileId" in request) return locateMessageFile(services, request);
  const db = services.database.db;
  switch (request.kind) {
    case "verification": {
      const row = await db
        .selectFrom("onboarding_responses")
        .select([
          "reference",
          "drivers_license_front_url",
          "drivers_license_back_url",
        ])
        .where("id", "=", request.id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        bucket: "home-verification-docs",
        key:
          request.side === "front"
            ? row.drivers_license_front_url
            : row.drivers_license_back_url,
        baseName: safeFileName(`${row.reference}-licence-${request.side}`),
        document: { document: `licence_${request.side}` },
      };
    }
    case "application": {
      const row = await db
        .selectFrom("job_applications")
        .select(["reference", "resume"])
        .where("id", "=", request.id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        bucket: "resumes",
        key: row.resume,
        baseName: safeFileName(`${row.reference}-resume`),
        document: { document: "resume" },
      };
    }
    case "claim": {
      const row = await db
        .selectFrom("claim_files")
        .innerJoin("claims", "claims.id", "claim_files.claim_id")
        .select([
          "claims.reference",
          "claim_files.storage_key",
          "claim_files.file_name",
        ])
        .where("claim_files.id", "=", request.fileId)
        .where("claim_files.claim_id", "=", request.id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        bucket: "claims",
        key: row.storage_key,
        baseName: safeFileName(
          `${row.reference}-${withoutExtension(row.file_name)}`,
        ),
        document: { document: "claim_file", fileId: request.fileId },
      };
    }
  }
}

const extensions: Record<DetectedType, string> = {
  pdf: "pdf",
  png: "png",
  jpeg: "jpg",
  doc: "doc",
  docx: "docx",
};

/** A Content-Disposition with a plain (safeFileName) name and its RFC 8187 form. */
const disposition = (type: "attachment" | "inline", fileName: string) =>
  `${type}; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** `attachment`: never shown inline by the browser. */
export const attachment = (fileName: string) =>
  disposition("attachment", fileName);

/**
 * What staff see previewed in the record's page: the photos the upload
 * pipeline accepts (server/uploads/file-type.ts), as their bytes show them,
 * re-encoded without metadata when they were stored. Never a PDF (a viewer
 * that runs its own scripts) nor an SVG (which the pipeline refuses anyway):
 * those are downloaded.
 */
const previewTypes: readonly DetectedType[] = ["png", "jpeg"];

/** Whether a stored file's type (the one its bytes showed on upload) is previewed. */
export const previewable = (contentType: string) =>
  previewTypes.some((type) => contentTypes[type] === contentType);

/** A claim's or a conversation's file as its page lists it, with its preview when it is a photo. */
export function withPreview(
  document: SubmissionDocument,
  contentType: string,
): SubmissionDocument {
  return previewable(contentType)
    ? {
        ...document,
        preview: {
          src: `${document.href}/preview`,
          alt: submissionPage.previewAlt(document.label),
        },
      }
    : document;
}

/** The stored document decrypted, with its type read from its bytes; null when any of it is gone. */
async function readLocated(
  services: DocumentServices,
  request: DocumentRequest,
) {
  const located = await locate(services, request);
  if (!located) return null;
  const bytes = await readDocument(services, located.bucket, located.key);
  if (!bytes) return null;
  return { located, bytes, detected: detectFileType(bytes) };
}

/** Headers of a decrypted document: never cached, never sniffed. */
const privateHeaders = (bytes: Uint8Array) => ({
  "Content-Length": String(bytes.length),
  "Cache-Control": PRIVATE_NO_STORE,
  "X-Content-Type-Options": "nosniff",
});

/**
 * A stored document for a member of staff, decrypted, as a download: its
 * type read from its bytes (as when it was accepted), `attachment` with a
 * safe name, never cached, never sniffed. Null when the submission, the
 * document or its stored object is gone. The download is audited
 * (documentDownloaded: which submission, which document, never its name or
 * content) before a byte is sent.
 */
export async function downloadDocument(
  services: DocumentServices,
  request: DocumentRequest,
  actor: StaffActor,
): Promise<Response | null> {
  const read = await readLocated(services, request);
  if (!read) return null;
  const { located, bytes, detected } = read;
  await recordAudit(services.database.db, services.secrets.authSecret, {
    actor: actor.id,
    action: auditActions.documentDownloaded,
    subjectType: request.kind,
    subjectId: request.id,
    details: located.document,
    clientIp: actor.clientIp,
  });
  const fileName = detected
    ? `${located.baseName}.${extensions[detected]}`
    : located.baseName;
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...privateHeaders(bytes),
      "Content-Type": detected
        ? contentTypes[detected]
        : "application/octet-stream",
      "Content-Disposition": attachment(fileName),
    },
  });
}

/**
 * A photo of a claim or of a conversation, decrypted for the `<img>` of its
 * record's page (issue 36): only a type in `previewTypes`, by its bytes, else
 * null (the page offers none, and an address typed by hand finds nothing).
 * Audited as previewed (documentPreviewed, the same details as a download)
 * before a byte is sent, each time: never cached, so each view is a request
 * and a row. Shown inline, but as an image only: a policy that lets nothing
 * run or load should it be opened as a page of its own, and no other site
 * may embed it. A verification's licence is not previewed: it is a document
 * of identity, downloaded on purpose.
 */
export async function previewDocument(
  services: DocumentServices,
  request: DocumentRequest,
  actor: StaffActor,
): Promise<Response | null> {
  if (!("messageFileId" in request) && request.kind !== "claim") return null;
  const read = await readLocated(services, request);
  if (!read?.detected || !previewTypes.includes(read.detected)) return null;
  const { located, bytes, detected } = read;
  await recordAudit(services.database.db, services.secrets.authSecret, {
    actor: actor.id,
    action: auditActions.documentPreviewed,
    subjectType: request.kind,
    subjectId: request.id,
    details: located.document,
    clientIp: actor.clientIp,
  });
  const fileName = `${located.baseName}.${extensions[detected]}`;
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...privateHeaders(bytes),
      "Content-Type": contentTypes[detected],
      "Content-Disposition": disposition("inline", fileName),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
