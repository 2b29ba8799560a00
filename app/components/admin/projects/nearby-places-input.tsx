import { Plus, Trash2 } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";

import { useHydrated } from "#app/components/site/use-client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.static.tsx";
import { fieldErrorClass, hintClass, labelClass } from "#app/components/ui/form-styles.ts";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { SuggestionButtons } from "#app/components/ui/suggestion-buttons.tsx";
import { defaultNearbyPlaceType, nearbyPlaceTypes } from "#app/domain/projects/project.ts";
import { nearbyFields, projectFieldLimits } from "#app/domain/projects/project-form-fields.ts";
import { quickAddPlaces } from "#app/domain/projects/suggestions.ts";
import type { ProjectFormValues } from "#app/domain/projects/project-form.ts";

type NearbyPlace = ProjectFormValues["nearbyPlaces"][number];

const typeOptions = [defaultNearbyPlaceType, ...nearbyPlaceTypes];

/**
 * Spec §5 "Nearby places": a place is added only with a name and a distance (after trimming); new
 * ones are of type General unless another is picked. Quick-add offers up to eight common places
 * not yet listed and asks for the distance; an empty answer adds nothing. Without JavaScript the
 * blank row is posted as one more place (the server drops it when left empty).
 */
export function NearbyPlacesInput({
  places,
  onChange,
  error,
}: {
  places: readonly NearbyPlace[];
  onChange(places: NearbyPlace[]): void;
  error?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const [distance, setDistance] = useState("");
  const [type, setType] = useState<string>(defaultNearbyPlaceType);
  const [problem, setProblem] = useState("");
  const quickAdd = quickAddPlaces(places);

  function add() {
    if (!name.trim() || !distance.trim()) {
      setProblem("Enter both a name and a distance to add a place.");
      return;
    }
    onChange([...places, { name: name.trim(), distance: distance.trim(), type, nameTa: "" }]);
    setName("");
    setDistance("");
    setType(defaultNearbyPlaceType);
    setProblem("");
    document.getElementById(`${id}-name`)?.focus();
  }

  function addCommon(placeName: string) {
    const place = quickAdd.find((common) => common.name === placeName);
    if (!place) return;
    const answer = window.prompt(`Distance to ${place.name} (for example 5 km or 10 mins):`);
    const distance = answer?.trim();
    if (!distance) return;
    onChange([...places, { name: place.name, distance, type: place.type, nameTa: "" }]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the place instead of submitting the whole form.
    if (event.key !== "Enter" || !hydrated) return;
    event.preventDefault();
    add();
  }

  const rowName = (field: "name" | "distance" | "type") => (hydrated ? undefined : nearbyFields[field]);
  const describedBy =
    [problem ? `${id}-problem` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset>
      <legend className={labelClass}>Nearby places</legend>
      <p className={hintClass}>Landmarks buyers look for, with the distance from the layout.</p>

      {places.length > 0 ? (
        <ul
          aria-label="Added nearby places"
          className="mt-2 divide-y divide-neutral-200 overflow-hidden rounded-md border border-neutral-300"
        >
          {places.map((place, index) => (
            <li
              key={`${place.name}-${index}`}
              className="flex items-center gap-3 bg-white px-3 py-1.5 text-sm"
            >
              <input type="hidden" name={nearbyFields.name} value={place.name} />
              <input type="hidden" name={nearbyFields.distance} value={place.distance} />
              <input type="hidden" name={nearbyFields.type} value={place.type} />
              <span className="min-w-0 flex-1">
                <span className="font-medium text-neutral-900">{place.name}</span>
                <span className="text-neutral-600">
                  {" "}
                  · <span className="tabular-nums">{place.distance}</span> · {place.type}
                </span>
              </span>
              {hydrated ? (
                <Button
                  aria-label={`Remove ${place.name}`}
                  onClick={() => onChange(places.filter((_, i) => i !== index))}
                  variant="ghost-danger"
                  size="icon"
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr_1.4fr_auto] sm:items-end">
        <TextField
          id={`${id}-name`}
          name={rowName("name")}
          label="Place name"
          value={name}
          maxLength={projectFieldLimits.nearbyName}
          autoComplete="off"
          placeholder="e.g. Tidel Park"
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
        />
        <TextField
          id={`${id}-distance`}
          name={rowName("distance")}
          label="Distance"
          value={distance}
          maxLength={projectFieldLimits.nearbyDistance}
          autoComplete="off"
          placeholder="e.g. 5 km"
          onChange={(event) => setDistance(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
        />
        <SelectField
          id={`${id}-type`}
          name={rowName("type")}
          label="Type"
          value={type}
          onChange={(event) => setType(event.target.value)}
          options={typeOptions}
        />
        {hydrated ? (
          <Button onClick={add}>
            <Plus aria-hidden className="size-4" />
            Add place
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={fieldErrorClass.compact}>
          {problem}
        </p>
      ) : null}
      <FieldError id={id} error={error} />

      {hydrated && quickAdd.length > 0 ? (
        <SuggestionButtons
          heading="Quick add (asks for the distance)"
          label="Quick add common places"
          verb="Quick add"
          values={quickAdd.map((place) => place.name)}
          onPick={addCommon}
        />
      ) : null}
    </fieldset>
  );
}
