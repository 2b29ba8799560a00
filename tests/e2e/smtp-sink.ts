import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { SMTPServer } from "smtp-server";

export interface SmtpSinkOptions {
  /** Takes each message this long after it arrived, as a distant or busy server does. */
  acceptAfterMs?: number;
  /** Refuses every message with this answer (554), made from its subject; nothing is kept. */
  refuseWith?: (subject: string) => string;
}

export interface SmtpSink {
  url: string;
  /** The Message-ID of every message taken, in the order taken (a copy sent twice is listed twice). */
  messageIds(): string[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback for the browser tests' site: every message it accepts is
 * written to `<folder>/<n>.eml`, where tests read it (see mail.ts).
 */
export async function startSmtpSink(folder: string, options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const message = Buffer.concat(chunks);
        const header = (name: string) =>
          new RegExp(`^${name}:\\s*(.*)$`, "im").exec(message.toString("utf8"))?.[1]?.trim() ?? "";
        const refusal = options.refuseWith?.(header("Subject"));
        if (refusal !== undefined) {
          callback(Object.assign(new Error(refusal), { responseCode: 554 }));
          return;
        }
        setTimeout(() => {
          count += 1;
          writeFileSync(join(folder, `${Date.now()}-${count}.eml`), message);
          messageIds.push(header("Message-ID"));
          callback();
        }, options.acceptAfterMs ?? 0);
      });
    },
  });
  // A sending server killed mid-connection (the crash test) resets its socket: not the sink's fault.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds: () => [...messageIds],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
