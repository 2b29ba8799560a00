import { useId } from "react";

import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { citySuggestions } from "#app/domain/projects/project-facts.ts";
import type { ProjectFormField } from "#app/domain/projects/project-form.ts";
import {
  projectFieldLabels as labels,
  projectFieldRules as rules,
} from "#app/domain/projects/project-form-fields.ts";

/**
 * Where a project is, for the /projects filters and the search engines: its city (suggested from a
 * list, any other allowed), locality and optional map point.
 */
export function ProjectPlaceFields({ field }: { field: (name: ProjectFormField) => FieldBinding }) {
  const cities = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field("city")}
        label={labels.city}
        rule={rules.city}
        list={cities}
        hint="Buyers filter by it. Left empty, it is read from the location."
      />
      <datalist id={cities}>
        {citySuggestions.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <TextField
        {...field("locality")}
        label={labels.locality}
        rule={rules.locality}
        placeholder="e.g. Oragadam"
      />
      <TextField
        {...field("latitude")}
        label={labels.latitude}
        rule={rules.latitude}
        placeholder="e.g. 12.8342"
      />
      <TextField
        {...field("longitude")}
        label={labels.longitude}
        rule={rules.longitude}
        placeholder="e.g. 79.9560"
      />
    </div>
  );
}
