import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect } from "@playwright/test";

/** Mails a site's SMTP sink received (see serve.ts and smtp-sink.ts); the sample site's by default. */
function receivedMails(dataDir: string): string[] {
  const folder = join(dataDir, "smtp-received");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((file) => readFileSync(join(folder, file), "utf8"));
}

/** Waits for a mail to `to` whose text matches, and returns it (quoted-printable soft breaks undone). */
export async function waitForMail(
  to: string,
  matches: RegExp,
  dataDir: string = process.env.E2E_DATA_DIR ?? "",
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = receivedMails(dataDir)
          .map((mail) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
          .find((mail) => mail.includes(`To: ${to}`) && matches.test(mail));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
