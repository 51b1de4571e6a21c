import { randomUUID } from "node:crypto";
import {
  copyFile,
  mkdir,
  readdir,
  rename,
  rmdir,
  unlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";

import nodemailer from "nodemailer";

import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { privateDirectory, tighten } from "#server/private-files.ts";

/** One email as the application writes it; the sender comes from MAIL_FROM. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Where an answer goes: a conversation's reply address (server/conversations). */
  replyTo?: string | undefined;
  /** Threading (RFC 5322): this message's id, the one it answers, and the thread's. */
  messageId?: string | undefined;
  inReplyTo?: string | undefined;
  references?: string[] | undefined;
}

export interface MailTransport {
  /** Resolves once the message is handed over (SMTP accepted it, or the file is written). */
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

export type MailTransportConfig = Pick<
  Config,
  "smtpUrl" | "mailFrom" | "mailDir"
>;

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in
 * MAIL_DIR, the machine's mailbox, and the log names the file. Its links are
 * not logged: they are bearer secrets (decision 0053). MAIL_DIR is outside
 * DATA_DIR (by default beside it): delivered mail is not data the site
 * keeps, and DATA_DIR holds no live link once mail is sent (decision 0057).
 */
export function createMailTransport(
  config: MailTransportConfig,
  logger: Logger,
): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createFileTransport(config.mailDir, config.mailFrom, logger);
}

function createSmtpTransport(url: string, from: string): MailTransport {
  // nodemailer's defaults wait minutes for a dead server; the outbox retries
  // anyway, so a short wait frees the worker and records the failure promptly.
  const transporter = nodemailer.createTransport(
    {
      url,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 15_000,
      dnsTimeout: 5_000,
    },
    { from },
  );
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

function createFileTransport(
  directory: string,
  from: string,
  logger: Logger,
): MailTransport {
  tighten(directory, 0o700);
  // CRLF line endings: the file is then byte for byte what SMTP would carry.
  const transporter = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: "windows" },
    { from },
  );
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      // Private like DATA_DIR: a message may hold a live link.
      await mkdir(directory, { recursive: true, mode: 0o700 });
      // Sortable by time, unique by the random part; no ":" so it works on every file system.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(directory, `${stamp}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, {
        flag: "wx",
        mode: 0o600,
      });
      logger.info({ file }, "mail written to file (SMTP_URL is not set)");
    },
    close: () => transporter.close(),
  };
}

/**
 * Development mail an earlier release wrote into DATA_DIR/mail goes to
 * MAIL_DIR, so that DATA_DIR holds no delivered link (decision 0057).
 * Resolves to how many files moved; nothing to do is 0.
 */
export async function moveEarlierMailbox(
  config: Pick<Config, "dataDir" | "mailDir">,
): Promise<number> {
  const earlier = path.resolve(config.dataDir, "mail");
  if (earlier === path.resolve(config.mailDir)) return 0;
  let names: string[];
  try {
    names = await readdir(earlier);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  privateDirectory(config.mailDir);
  for (const name of names) {
    const from = path.join(earlier, name);
    const to = path.join(config.mailDir, name);
    try {
      await rename(from, to);
    } catch (error) {
      // MAIL_DIR on another file system: copied, then removed.
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      await copyFile(from, to);
      await unlink(from);
    }
    tighten(to, 0o600);
  }
  await rmdir(earlier);
  return names.length;
}
