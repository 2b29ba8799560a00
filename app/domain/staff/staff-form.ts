import { z } from "zod";

import { passwordProblem } from "./password-policy.ts";
import { addStaffMessages as messages, addStaffRules as rules } from "./staff-fields.ts";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Add a staff account", as the action reads it (name trimmed, e-mail trimmed and in lower case):
 * a name, an e-mail address, and a first password unless the person is invited to choose one.
 */
export const addStaffSchema = z
  .object({
    name: z.string().min(1, messages.name).max(rules.name.maxLength, messages.nameLength),
    email: z.string().max(rules.email.maxLength, messages.email).regex(emailPattern, messages.email),
    method: z.enum(["password", "invite"]),
    password: z.string(),
  })
  .superRefine(({ method, password }, ctx) => {
    const problem = method === "password" ? passwordProblem(password) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });
