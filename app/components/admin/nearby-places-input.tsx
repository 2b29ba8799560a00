import { Plus, Trash2 } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";

import { useHydrated } from "#app/components/site/use-client.ts";
import { FieldError } from "#app/components/ui/field.static.tsx";
import {
  buttonClass,
  fieldErrorClass,
  hintClass,
  iconButtonClass,
  labelClass,
} from "#app/components/ui/form-styles.ts";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { defaultNearbyPlaceType, nearbyPlaceTypes } from "#app/domain/projects/project.ts";
import { nearbyFields, projectFieldLimits } from "#app/domain/projects/project-form-fields.ts";
import { quickAddPlaces } from "#app/domain/projects/suggestions.ts";
import type { NearbyPlace } from "#app/domain/projects/project.ts";

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
    onChange([...places, { name: name.trim(), distance: distance.trim(), type }]);
    setName("");
    setDistance("");
    setType(defaultNearbyPlaceType);
    setProblem("");
    document.getElementById(`${id}-name`)?.focus();
  }

  function addCommon(place: { name: string; type: string }) {
    const answer = window.prompt(`Distance to ${place.name} (for example 5 km or 10 mins):`);
    const distance = answer?.trim();
    if (!distance) return;
    onChange([...places, { name: place.name, distance, type: place.type }]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the place instead of submitting the whole form.
    if (event.key !== "Enter" || !hydrated) return;
    event.preventDefault();
    add();
  }

  const rowName = (field: keyof typeof nearbyFields) => (hydrated ? undefined : nearbyFields[field]);
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
                <button
                  type="button"
                  aria-label={`Remove ${place.name}`}
                  onClick={() => onChange(places.filter((_, i) => i !== index))}
                  className={`${iconButtonClass} text-red-700 hover:bg-red-50 hover:text-red-800`}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
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
          <button type="button" onClick={add} className={buttonClass.secondary}>
            <Plus aria-hidden className="size-4" />
            Add place
          </button>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={fieldErrorClass.compact}>
          {problem}
        </p>
      ) : null}
      <FieldError id={id} error={error} />

      {hydrated && quickAdd.length > 0 ? (
        <div className="mt-3">
          <p aria-hidden className="text-xs font-medium text-neutral-600">
            Quick add (asks for the distance)
          </p>
          <ul aria-label="Quick add common places" className="mt-1 flex flex-wrap gap-1.5">
            {quickAdd.map((place) => (
              <li key={place.name}>
                <button
                  type="button"
                  onClick={() => addCommon(place)}
                  className="inline-flex items-center gap-1 rounded-full border border-dashed border-neutral-400 bg-white px-2.5 py-1 text-xs text-neutral-800 hover:border-forest-600 hover:bg-forest-50"
                >
                  <Plus aria-hidden className="size-3" />
                  <span className="sr-only">Quick add </span>
                  {place.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
