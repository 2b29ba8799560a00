import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { SelectField } from "#app/components/ui/inputs.static.tsx";

/** The project whose guideline value and charges are shown: a GET form, so the address names it. */
export function ProjectChoice({
  projects,
  chosen,
}: {
  projects: readonly { id: string; name: string }[];
  chosen: string | null;
}) {
  if (projects.length === 0)
    return (
      <EmptyState title="No project yet.">Add a project to set its guideline value and charges.</EmptyState>
    );
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <SelectField
        id="costs-project"
        name="project"
        label="Project"
        hint="Its guideline value and other charges."
        options={projects.map((project) => ({ value: project.id, label: project.name }))}
        placeholder="Choose a project"
        defaultValue={chosen ?? ""}
        key={chosen ?? ""}
        className="w-full sm:w-80"
      />
      <Button type="submit">Show</Button>
    </Form>
  );
}
