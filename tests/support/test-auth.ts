import type { DB } from "#app/db/database.server.ts";
import { createAuth, type Auth, type AuthOptions } from "#app/domain/staff/auth.server.ts";
import type { MailMessage } from "#app/mail/mailer.server.ts";
import type { TestEngine } from "./test-engines.ts";

export const testSiteUrl = "https://www.example.in";

/** Staff sign-in over a test database; the mails it sends are kept in `sent`. */
export function testAuth(
  db: DB,
  engine: TestEngine["name"],
  sent: MailMessage[],
  options: Pick<AuthOptions, "invitationLinkHours"> = {},
): Auth {
  return createAuth({
    ...options,
    db,
    engine,
    siteUrl: testSiteUrl,
    secret: "t".repeat(40),
    mailer: { send: async (message) => void sent.push(message) },
  });
}
