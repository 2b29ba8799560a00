import type { Job } from "#app/jobs/jobs.server.ts";
import type { WhatsAppConfig } from "./whatsapp-config.ts";
import { sendDueMessages } from "./whatsapp-sender.server.ts";
import { queueTriggeredMessages, type TriggerServices } from "./whatsapp-triggers.server.ts";

export const whatsAppJobName = "whatsapp";

export interface WhatsAppJobOptions extends TriggerServices {
  config: WhatsAppConfig;
  log?: { error(message: string): void };
  timeoutMs?: number;
}

/**
 * The background job of the WhatsApp channel: queues what new leads, visits and receipts call for,
 * then sends what is due. Every 30 seconds, at once when a lead, a visit or a reply kicks it, and
 * on one instance at a time (app/jobs), which is what keeps a message from going twice.
 */
export function whatsAppJob({
  config,
  log = console,
  timeoutMs = 10_000,
  ...services
}: WhatsAppJobOptions): Job {
  return {
    name: whatsAppJobName,
    everyMs: 30_000,
    leaseMs: 10 * 60_000,
    async run(now) {
      await queueTriggeredMessages(services, now);
      const next = await sendDueMessages({ db: services.db, config, timeoutMs, log }, now);
      return next && next.getTime() < now.getTime() + 30_000 ? next : undefined;
    },
  };
}
