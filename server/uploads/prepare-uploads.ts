import { uploadMessages as messages } from "#app/content/forms.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { holdsOnlyPixels } from "./image-cleanliness.ts";
import {
  ImageRefused,
  MAX_IMAGE_PIXELS,
  checkImageDecodes,
  writeImageWithoutMetadata,
} from "./image-metadata.ts";
import { UploadError, type UploadedFile } from "./multipart.ts";
import { scanFile } from "./scan.ts";
import type { TempFiles } from "./temp-files.ts";

export interface PrepareServices {
  config: Pick<Config, "scanCommand">;
  logger: Logger;
}

/**
 * The last steps between a valid form's files and storage: each file goes
 * through SCAN_COMMAND, when it is set, as it arrived (before any decoder
 * of ours reads it); then photos lose their metadata (a copy without EXIF,
 * GPS, XMP or ICC is made, and replaces the upload). PDFs and Word files are
 * stored as they came. Throws an UploadError for the form's answer: 503 when
 * a scan holds the submission (nothing has been stored), 415 or 413 for an
 * image that cannot be decoded or is too large. The files made here are
 * `temp`'s, removed with the request's other temporary files.
 */
export async function prepareUploads(
  services: PrepareServices,
  files: readonly UploadedFile[],
  temp: TempFiles,
): Promise<UploadedFile[]> {
  const { scanCommand } = services.config;
  if (scanCommand) {
    for (const file of files) {
      const outcome = await scanFile(scanCommand, file.path);
      if (outcome.clean) {
        services.logger.info(
          {
            event: "upload.scan.clean",
            field: file.fieldName,
            type: file.type,
            size: file.size,
            durationMs: outcome.durationMs,
          },
          "upload scanned: clean",
        );
        continue;
      }
      // Which file, how and how long, and the scanner's own words (a
      // virus's name, an error); never the file's name or contents.
      services.logger.warn(
        {
          event: "upload.scan.held",
          field: file.fieldName,
          type: file.type,
          size: file.size,
          reason: outcome.reason,
          exitCode: outcome.exitCode,
          signal: outcome.signal,
          durationMs: outcome.durationMs,
          report: outcome.report,
        },
        "upload held: the scan did not pass it",
      );
      throw new UploadError(503, messages.scanHeld.field, file.fieldName, {
        title: messages.scanHeld.title,
        description: messages.scanHeld.description,
      });
    }
  }
  const prepared: UploadedFile[] = [];
  for (const file of files) prepared.push(await withoutMetadata(file, temp));
  return prepared;
}

/**
 * A photo's copy without metadata, in place of the upload; other files as
 * they are. Every photo is decoded (one that cannot be is refused); one that
 * holds nothing but pixels is kept byte for byte as it was sent, so staff
 * download exactly what the person uploaded, and is only decoded, not
 * written again.
 */
async function withoutMetadata(
  file: UploadedFile,
  temp: TempFiles,
): Promise<UploadedFile> {
  if (file.type !== "jpeg" && file.type !== "png") return file;
  try {
    if (await holdsOnlyPixels(file.path, file.type)) {
      await checkImageDecodes(file.path);
      return file;
    }
    const cleaned = temp.newPath();
    const size = await writeImageWithoutMetadata(file.path, cleaned, file.type);
    await temp.remove(file.path);
    return { ...file, path: cleaned, size };
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    throw error.reason === "too-large"
      ? new UploadError(
          413,
          (words) => words.image.tooLarge(MAX_IMAGE_PIXELS / 1_000_000),
          file.fieldName,
        )
      : new UploadError(415, messages.image.unreadable, file.fieldName);
  }
}
