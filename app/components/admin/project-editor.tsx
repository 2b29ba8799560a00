import { FileText, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";

import { projectStatuses } from "~/domain/projects/project";
import {
  brochureFields,
  type ProjectFormErrors,
  type ProjectFormValues,
} from "~/domain/projects/project-form";
import { projectFieldLimits as limits } from "~/domain/projects/project-form-messages";
import { amenitySuggestions, highlightSuggestions } from "~/domain/projects/suggestions";

import { ChipInput } from "./chip-input";
import { FieldError } from "./field-error";
import { buttonClass, iconButtonClass, inputClass, labelClass } from "./form-styles";
import { ImageUploader } from "./image-uploader";
import { NearbyPlacesInput } from "./nearby-places-input";

export const emptyProjectValues: ProjectFormValues = {
  name: "",
  location: "",
  priceRange: "",
  plotSizes: "",
  description: "",
  totalPlots: "",
  soldPlots: "",
  status: projectStatuses[0],
  bannerImage: "",
  images: [],
  highlights: [],
  amenities: [],
  nearbyPlaces: [],
};

/** One shared empty object, so "no errors" stays the same value from render to render. */
const noErrors: ProjectFormErrors = {};

interface ProjectEditorProps {
  /** The project being edited; absent for "Add New Project". */
  projectId?: string;
  values: ProjectFormValues;
  /** Whether the project being edited has a brochure (PDF) attached. */
  hasBrochure?: boolean;
  errors?: ProjectFormErrors;
  /** Where Cancel and the X control go: the list, which closes and so resets the form. */
  closeTo: string;
}

function describedBy(id: string, error?: string) {
  return error ? `${id}-error` : undefined;
}

function TextInput({
  name,
  label,
  defaultValue,
  error,
  maxLength,
  placeholder,
  type = "text",
  required = true,
}: {
  name: keyof ProjectFormValues;
  label: string;
  defaultValue: string;
  error?: string;
  maxLength?: number;
  placeholder?: string;
  type?: "text" | "number";
  required?: boolean;
}) {
  const id = `project-${name}`;
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        placeholder={placeholder}
        {...(type === "number" ? { min: 0, max: limits.plots, step: 1, inputMode: "numeric" as const } : {})}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`${inputClass} ${type === "number" ? "tabular-nums" : ""}`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <label htmlFor={id} className={labelClass}>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : (
        <span className="font-normal text-neutral-600"> (optional)</span>
      )}
    </label>
  );
}

/** The brochure: staff's copy of the current one, a new PDF to replace it, or removing it. */
function BrochureField({
  projectId,
  hasBrochure,
  error,
}: {
  projectId?: string;
  hasBrochure: boolean;
  error?: string;
}) {
  const id = "project-brochure";
  return (
    <div>
      <FieldLabel id={id} label="Brochure (PDF)" required={false} />
      {projectId && hasBrochure ? (
        <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-neutral-50 px-3 py-2 text-sm ring-1 ring-neutral-200">
          <a
            href={`/admin/projects/${projectId}/brochure`}
            download
            className="inline-flex items-center gap-1.5 font-medium text-forest-800 underline-offset-4 hover:underline"
          >
            <FileText aria-hidden className="size-4 shrink-0" />
            Download current brochure
          </a>
          <label className="inline-flex items-center gap-2 text-neutral-800">
            <input
              type="checkbox"
              name={brochureFields.remove}
              value="yes"
              className="size-4 rounded border-neutral-400 accent-forest-700"
            />
            Remove brochure
          </label>
        </div>
      ) : null}
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-neutral-600">
        {projectId && hasBrochure
          ? "Choose a PDF to replace the current brochure. Up to 20 MB."
          : "Visitors download it from the project page after leaving their name and phone. Up to 20 MB."}
      </p>
      <input
        id={id}
        name={brochureFields.file}
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="mt-1.5 block w-full text-sm text-neutral-800 file:mr-3 file:rounded-md file:border-0 file:bg-forest-50 file:px-3 file:py-2 file:font-medium file:text-forest-800 hover:file:bg-forest-100"
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-neutral-200 pt-5">
      <h3 className="text-base font-semibold text-neutral-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The one form for "Add New Project" and Edit (spec §2, §4 "Admin forms", §5 "Project form"),
 * shown as a dialog over the list. It is a plain post to the page's action, so it also works
 * without JavaScript; with it, the dialog is modal, Escape closes it and images upload as chosen.
 */
export function ProjectEditor({
  projectId,
  values,
  hasBrochure = false,
  errors = noErrors,
  closeTo,
}: ProjectEditorProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [banner, setBanner] = useState<string[]>(values.bannerImage ? [values.bannerImage] : []);
  const [images, setImages] = useState<string[]>(values.images);
  const [highlights, setHighlights] = useState<string[]>(values.highlights);
  const [amenities, setAmenities] = useState<string[]>(values.amenities);
  const [places, setPlaces] = useState(values.nearbyPlaces);
  const [bannerBusy, setBannerBusy] = useState(false);
  const [galleryBusy, setGalleryBusy] = useState(false);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const uploading = bannerBusy || galleryBusy;
  const errorCount = Object.keys(errors).length;

  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // After a refused save, start from the list of what to correct.
    summary.current?.focus();
  }, [errors]);

  useEffect(() => {
    // Rendered open on the server; once scripts run, reopen as modal (focus stays inside, Escape works).
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    element.close();
    element.showModal();
    element.querySelector<HTMLInputElement>("#project-name")?.focus();
  }, []);

  const statuses: readonly string[] = projectStatuses.includes(
    values.status as (typeof projectStatuses)[number],
  )
    ? projectStatuses
    : [...projectStatuses, values.status];

  return (
    <>
      {/* Dims the list behind; also without JavaScript, where the dialog cannot be modal. */}
      <div aria-hidden="true" className="fixed inset-0 z-30 bg-neutral-900/60" />
      <dialog
        ref={dialog}
        open
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          void navigate(closeTo, { preventScrollReset: true });
        }}
        className="fixed inset-0 z-40 m-auto h-full max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-neutral-800 shadow-2xl backdrop:bg-transparent sm:h-fit sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-xl"
      >
        <Form
          method="post"
          action={projectId ? `${closeTo}?edit=${projectId}` : `${closeTo}?new`}
          encType="multipart/form-data"
          // The server checks every rule and answers with all messages at once, next to the fields.
          noValidate
          preventScrollReset
        >
          <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-neutral-200 bg-white px-4 py-3 sm:px-6">
            <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
              {projectId ? "Edit Project" : "Add New Project"}
            </h2>
            <Link to={closeTo} aria-label="Close" preventScrollReset className={iconButtonClass}>
              <X aria-hidden className="size-5" />
            </Link>
          </div>

          <div className="space-y-5 px-4 py-5 sm:px-6">
            {errorCount > 0 ? (
              <p
                ref={summary}
                tabIndex={-1}
                role="alert"
                className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
              >
                Nothing was saved: please correct the {errorCount === 1 ? "field" : `${errorCount} fields`}{" "}
                marked below.
              </p>
            ) : null}
            <input type="hidden" name="intent" value="save" />
            {projectId ? <input type="hidden" name="id" value={projectId} /> : null}

            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput
                name="name"
                label="Project name"
                defaultValue={values.name}
                error={errors.name}
                maxLength={limits.name}
              />
              <TextInput
                name="location"
                label="Location"
                defaultValue={values.location}
                error={errors.location}
                maxLength={limits.location}
                placeholder="e.g. Oragadam, Chennai"
              />
              <TextInput
                name="priceRange"
                label="Price range"
                defaultValue={values.priceRange}
                error={errors.priceRange}
                maxLength={limits.priceRange}
                placeholder="e.g. ₹18 L - ₹42 L"
              />
              <TextInput
                name="plotSizes"
                label="Plot sizes"
                defaultValue={values.plotSizes}
                error={errors.plotSizes}
                maxLength={limits.plotSizes}
                placeholder="e.g. 800 - 2400 sq.ft"
              />
              <TextInput
                name="totalPlots"
                label="Total plots"
                type="number"
                defaultValue={values.totalPlots}
                error={errors.totalPlots}
              />
              <TextInput
                name="soldPlots"
                label="Plots sold"
                type="number"
                required={false}
                defaultValue={values.soldPlots}
                error={errors.soldPlots}
              />
              <div>
                <FieldLabel id="project-status" label="Status" required />
                <select
                  id="project-status"
                  name="status"
                  defaultValue={values.status || projectStatuses[0]}
                  aria-invalid={errors.status ? true : undefined}
                  aria-describedby={describedBy("project-status", errors.status)}
                  className={inputClass}
                >
                  {statuses.map((status) => (
                    <option key={status} value={status}>
                      {status}
                    </option>
                  ))}
                </select>
                <FieldError id="project-status" error={errors.status} />
              </div>
            </div>
            <div>
              <FieldLabel id="project-description" label="Description" required />
              <textarea
                id="project-description"
                name="description"
                rows={3}
                required
                maxLength={limits.description}
                defaultValue={values.description}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={describedBy("project-description", errors.description)}
                className={inputClass}
              />
              <FieldError id="project-description" error={errors.description} />
            </div>

            <Section title="Images">
              <ImageUploader
                name="bannerImage"
                label="Banner image"
                value={banner}
                onChange={setBanner}
                required
                error={errors.bannerImage}
                failureMessage="Failed to upload banner image"
                onBusyChange={setBannerBusy}
              />
              <ImageUploader
                name="images"
                label="Gallery images"
                multiple
                value={images}
                onChange={setImages}
                error={errors.images}
                onBusyChange={setGalleryBusy}
              />
            </Section>

            <Section title="Brochure">
              <BrochureField projectId={projectId} hasBrochure={hasBrochure} error={errors.brochure} />
            </Section>

            <Section title="Highlights and amenities">
              <ChipInput
                name="highlights"
                label="Highlights"
                values={highlights}
                onChange={setHighlights}
                suggestions={highlightSuggestions}
                placeholder="Type a highlight or pick a suggestion"
                error={errors.highlights}
              />
              <ChipInput
                name="amenities"
                label="Amenities"
                values={amenities}
                onChange={setAmenities}
                suggestions={amenitySuggestions}
                placeholder="Type an amenity or pick a suggestion"
                error={errors.amenities}
              />
            </Section>

            <Section title="Location advantages">
              <NearbyPlacesInput places={places} onChange={setPlaces} error={errors.nearbyPlaces} />
            </Section>
          </div>

          <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 border-t border-neutral-200 bg-neutral-50 px-4 py-3 sm:px-6">
            {uploading ? (
              <p role="status" className="w-full text-sm text-neutral-700 sm:mr-auto sm:w-auto">
                Waiting for images to finish uploading…
              </p>
            ) : null}
            <Link to={closeTo} preventScrollReset className={buttonClass.secondary}>
              Cancel
            </Link>
            <button type="submit" disabled={saving || uploading} className={buttonClass.primary}>
              {saving ? "Saving..." : projectId ? "Update Project" : "Add Project"}
            </button>
          </div>
        </Form>
      </dialog>
    </>
  );
}
