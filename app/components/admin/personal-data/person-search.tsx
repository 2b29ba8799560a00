import { Form, useNavigation } from "react-router";

import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";

/** The look-up of a person's data: a GET form, so the result has an address of its own. */
export function PersonSearch({ query, error }: { query: string; error?: string }) {
  const busy = useNavigation().state === "loading";
  return (
    <Panel
      title="Find a person's data"
      intro="Everything held under a phone number or an e-mail: their enquiries and messages, notes on them, the site visits they booked, plots held for them and the bookings they are on."
    >
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <TextField
          id="personal-data-q"
          name="q"
          label="Phone or e-mail"
          defaultValue={query}
          key={query}
          error={error}
          autoComplete="off"
          required
          className="min-w-0 grow sm:max-w-sm"
        />
        <SubmitButton pending={busy} pendingLabel="Finding..." className={buttonClass.primary}>
          Find
        </SubmitButton>
      </Form>
    </Panel>
  );
}
