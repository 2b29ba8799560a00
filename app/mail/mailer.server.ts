import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { privateFileMode, privateFolderMode } from "#app/lib/file-modes.ts";

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  /** A fixed Message-ID (`<id@host>`), so a copy sent again is recognised as the same mail. */
  messageId?: string;
  /** Files sent with it (a visit's `.ics`), as nodemailer takes them. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** nodemailer loads with the first mail rather than with the server (about 30 MB it would hold). */
async function loadNodemailer() {
  return (await import("nodemailer")).default;
}

/** Connections kept open to the SMTP server, so that this many mails can be sent at once. */
export const smtpConnections = 10;

/**
 * Reused connections: lead alerts go out `smtpConnections` at a time, and a burst of leads (30 a
 * second) would spend more on opening connections than on sending. A connection carries up to
 * 100 mails (a limit many servers set) before the pool opens another. Every wait is bounded, so a
 * server that stops answering fails the send instead of holding it.
 */
async function smtpTransport(url: string) {
  return (await loadNodemailer()).createTransport({
    url,
    pool: true,
    maxConnections: smtpConnections,
    maxMessages: 100,
    idleTimeout: 2_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

async function fileComposer() {
  return (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: "unix" });
}

/**
 * Outgoing mail. With SMTP_URL it goes to that server; without, each message is written to
 * DATA_DIR/outbox/ as an .eml file (readable by the server's user only) and logged by its
 * Message-ID and file, so a single machine works with no mail server at all.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    let transport: ReturnType<typeof smtpTransport> | undefined;
    return {
      async send(message) {
        transport ??= smtpTransport(smtpUrl);
        await (await transport).sendMail({ from: options.from, ...message });
      },
    };
  }
  let composer: ReturnType<typeof fileComposer> | undefined;
  return {
    async send(message) {
      composer ??= fileComposer();
      const info = await (await composer).sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true, mode: privateFolderMode });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      const temp = join(options.outboxDir, `.${name}.tmp`);
      await writeFile(temp, info.message as Buffer, { mode: privateFileMode });
      await rename(temp, join(options.outboxDir, name));
      // Neither its text (reset and invitation links are as good as a password) nor its subject
      // or addresses (a lead alert's subject names the visitor): no personal data in the log.
      console.log(`Mail ${info.messageId} written to outbox/${name}`);
    },
  };
}
