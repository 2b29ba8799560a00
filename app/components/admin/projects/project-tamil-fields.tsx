import { ChipInput } from "#app/components/ui/chip-input.tsx";
import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import type { ProjectFormField, ProjectFormValues } from "#app/domain/projects/project-form.ts";
import {
  nearbyFields,
  projectFieldLabels as labels,
  projectFieldLimits as limits,
  projectFieldRules as rules,
} from "#app/domain/projects/project-form-fields.ts";
import { UntranslatedNote } from "#app/components/admin/untranslated-note.tsx";
import type { ProjectTranslatedField } from "#app/domain/projects/project-language.ts";

type Places = ProjectFormValues["nearbyPlaces"];

/**
 * Issue "Tamil and English": the project's texts for Tamil pages, each beside the English one it
 * stands for (a field left empty shows the English on Tamil pages). The nearby places' Tamil names
 * follow the places listed above, one field each, posted in the same order.
 */
export function ProjectTamilFields({
  field,
  highlights,
  amenities,
  places,
  untranslated,
  onChange,
  errors,
}: {
  field: (name: ProjectFormField) => FieldBinding;
  highlights: string[];
  amenities: string[];
  places: Places;
  /** What the stored project still lacks in Tamil (null: a new project). */
  untranslated: ProjectTranslatedField[] | null;
  onChange(change: { highlightsTa?: string[]; amenitiesTa?: string[]; nearbyPlaces?: Places }): void;
  errors: Partial<Record<"highlightsTa" | "amenitiesTa", string>>;
}) {
  return (
    <div className="space-y-4" lang="ta">
      <UntranslatedNote missing={untranslated?.map((name) => labels[name]) ?? null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("nameTa")} label={labels.nameTa} rule={rules.nameTa} />
        <TextField {...field("locationTa")} label={labels.locationTa} rule={rules.locationTa} />
      </div>
      <TextAreaField
        {...field("descriptionTa")}
        label={labels.descriptionTa}
        rows={3}
        rule={rules.descriptionTa}
      />
      <ChipInput
        name="highlightsTa"
        label={labels.highlightsTa}
        values={highlights}
        onChange={(highlightsTa) => onChange({ highlightsTa })}
        maxLength={limits.entry}
        error={errors.highlightsTa}
        hint="Left empty, Tamil pages show the English highlights."
      />
      <ChipInput
        name="amenitiesTa"
        label={labels.amenitiesTa}
        values={amenities}
        onChange={(amenitiesTa) => onChange({ amenitiesTa })}
        maxLength={limits.entry}
        error={errors.amenitiesTa}
        hint="Left empty, Tamil pages show the English amenities."
      />
      {places.length > 0 ? (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-neutral-800">அருகிலுள்ள இடங்கள்</legend>
          {places.map((place, index) => (
            <TextField
              key={`${place.name}-${index}`}
              id={`project-nearby-ta-${index}`}
              name={nearbyFields.nameTa}
              label={place.name}
              value={place.nameTa}
              maxLength={limits.nearbyName}
              autoComplete="off"
              onChange={(event) =>
                onChange({
                  nearbyPlaces: places.map((other, i) =>
                    i === index ? { ...other, nameTa: event.target.value } : other,
                  ),
                })
              }
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
