import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { passwordProblem } from "#app/domain/staff/password-policy.ts";
import { isStaffRole, roleNames, staffRoles } from "#app/domain/staff/roles.ts";
import { createStaffAccount, StaffError } from "#app/domain/staff/staff.server.ts";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { recordAudit } from "#app/domain/audit/audit.server.ts";
import { serverAccountSummary } from "#app/domain/dashboard/activity-words.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createServices } from "#server/services.ts";

const usage = `Usage: npm run admin:create -- --name "Your Name" --email you@example.in [--role ROLE] [--password-file FILE]

Creates a back-office account in the database the server uses (DATA_DIR or DATABASE_URL), an owner
unless --role says owner, sales-manager, sales-executive or content-editor.
The password is asked for when run in a terminal; otherwise it is the first line of
--password-file FILE, or of the standard input.`;

class UsageError extends Error {}

/** Reads a line from the terminal without showing it (Ctrl-C cancels). */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  let answer = "";
  return new Promise((resolve, reject) => {
    const done = (finish: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      finish();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return done(() => resolve(answer));
        if (char === "\u0003") return done(() => reject(new UsageError("Cancelled.")));
        if (char === "\u007f" || char === "\b") answer = answer.slice(0, -1);
        else if (char >= " ") answer += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

const firstLine = (text: string) => text.split(/\r?\n/)[0] ?? "";

async function readPassword(passwordFile: string | undefined): Promise<string> {
  if (passwordFile) {
    try {
      return firstLine(readFileSync(passwordFile, "utf8"));
    } catch (error) {
      throw new UsageError(
        `Cannot read the password file: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (!process.stdin.isTTY) return firstLine(await readStdin());
  const password = await askHidden("Password (at least 10 characters): ");
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(`The password was refused: ${problem}`);
  if ((await askHidden("Repeat the password: ")) !== password) {
    throw new UsageError("The two passwords are not the same.");
  }
  return password;
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        name: { type: "string" },
        email: { type: "string" },
        role: { type: "string", default: "owner" },
        "password-file": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  const name = values.name?.trim() ?? "";
  const email = values.email?.trim().toLowerCase() ?? "";
  if (!name || !email) throw new UsageError(`Both --name and --email are needed.\n\n${usage}`);
  const role = values.role;
  if (!isStaffRole(role)) {
    throw new UsageError(`--role must be one of ${staffRoles.join(", ")}.\n\n${usage}`);
  }

  const password = await readPassword(values["password-file"]);
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(`The password was refused: ${problem}`);

  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const { auth } = createServices(config, db);
    const id = await createStaffAccount(auth, { name, email, password, role });
    await recordAudit(db, {
      actor: null,
      action: "created",
      entity: "staff",
      entityId: id,
      summary: serverAccountSummary(name, email),
    });
    console.log(
      `Created the ${roleNames[role].toLowerCase()} ${name} <${email}>. Sign in at ${config.siteUrl}/admin`,
    );
  } finally {
    await db.destroy();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError || error instanceof StaffError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(
      `Could not create the administrator: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exitCode = 1;
}
