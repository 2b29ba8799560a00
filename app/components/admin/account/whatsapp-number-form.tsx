import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";

/** Issue "WhatsApp channel": the number a staff member takes the alert of each new lead given to them on. */
export function WhatsAppNumberForm({ number, error }: { number: string; error?: string }) {
  return (
    <Panel
      title="Your WhatsApp number"
      intro="Each new lead given to you is announced here on WhatsApp. Leave it empty to take no alerts."
    >
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <HiddenFields fields={{ intent: "whatsapp-number" }} />
        <TextField
          id="account-whatsapp"
          name="whatsapp"
          label="WhatsApp number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={number}
          key={number}
          error={error}
          className="min-w-64 grow"
        />
        <Button type="submit" variant="primary">
          Save number
        </Button>
      </Form>
    </Panel>
  );
}
