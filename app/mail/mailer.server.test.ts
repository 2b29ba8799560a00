import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createMailer } from "./mailer.server.ts";

describe("the mailer", () => {
  it("writes to the outbox folder and logs the mail by its Message-ID, without link, subject or addresses", async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), "mail-")), "outbox");
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const mailer = createMailer({ smtpUrl: undefined, from: "Site <site@example.in>", outboxDir });
    await mailer.send({
      to: "staff@example.in",
      subject: "New enquiry from Durai Murugan",
      text: "Open https://x.example/r?t=1 now",
      messageId: "<lead-1@example.in>",
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outboxDir, files[0]!), "utf8");
    expect(eml).toContain("Subject: New enquiry from Durai Murugan");
    expect(eml).toContain("To: staff@example.in");
    expect(log.mock.calls).toEqual([[`Mail <lead-1@example.in> written to outbox/${files[0]}`]]);
    log.mockRestore();
  });

  describe("over SMTP", () => {
    const received: string[] = [];
    let server: SMTPServer;
    let port = 0;
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onData(stream, _session, callback) {
          let body = "";
          stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
          stream.on("end", () => {
            received.push(body);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("delivers to the SMTP_URL server", async () => {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: "Site <site@example.in>",
        outboxDir: "/nonexistent",
      });
      await mailer.send({ to: "staff@example.in", subject: "Hello", text: "Body text" });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Hello");
      expect(received[0]).toContain("Body text");
    });
  });
});
