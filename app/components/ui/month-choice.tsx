import { Form } from "react-router";

import { Button } from "./button.tsx";
import { SelectField } from "./inputs.static.tsx";

/** A report's month: a list of months and Show (a GET form, so the address names the month). */
export function MonthChoice({
  id,
  months,
  month,
}: {
  id: string;
  months: readonly { value: string; label: string }[];
  month: string;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <SelectField
        id={id}
        name="month"
        label="Month"
        options={months}
        defaultValue={month}
        className="w-56"
      />
      <Button type="submit">Show</Button>
    </Form>
  );
}
