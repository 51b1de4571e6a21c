import type { LicenceSide } from "#app/lib/staff/inboxes.ts";
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

/** `attachment` with a plain name and its RFC 8187 form: never shown inline by the browser. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
  const located = await locate(services, request);
  if (!located) return null;
  const bytes = await readDocument(services, located.bucket, located.key);
  if (!bytes) return null;
  await recordAudit(services.database.db, services.secrets.authSecret, {
    actor: actor.id,
    action: auditActions.documentDownloaded,
    subjectType: request.kind,
    subjectId: request.id,
    details: located.document,
    clientIp: actor.clientIp,
  });
  const detected = detectFileType(bytes);
  const fileName = detected
    ? `${located.baseName}.${extensions[detected]}`
    : located.baseName;
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": detected
        ? contentTypes[detected]
        : "application/octet-stream",
      "Content-Length": String(bytes.length),
      "Content-Disposition": attachment(fileName),
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
