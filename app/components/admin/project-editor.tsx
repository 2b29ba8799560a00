import { Eye, FileText, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";

import { CheckboxField } from "#app/components/ui/checkbox-field.static.tsx";
import { ChipInput } from "#app/components/ui/chip-input.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { fieldsToCorrect, FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass, iconButtonClass } from "#app/components/ui/form-styles.ts";
import { FileField } from "#app/components/ui/file-field.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import { defaultReraWebsite, projectStatuses } from "#app/domain/projects/project.ts";
import type { ProjectFormErrors, ProjectFormValues } from "#app/domain/projects/project-form.ts";
import { plotsPath, type InventoryHint } from "#app/domain/plots/plot-view.ts";
import { projectPath } from "#app/domain/projects/project-page.ts";
import {
  brochureFields,
  projectFieldLimits as limits,
  projectFieldRules as rules,
} from "#app/domain/projects/project-form-fields.ts";
import { amenitySuggestions, highlightSuggestions } from "#app/domain/projects/suggestions.ts";

import { ImageUploader } from "./image-uploader.tsx";
import { NearbyPlacesInput } from "./nearby-places-input.tsx";
import { ProjectComplianceFields } from "./project-compliance-fields.tsx";
import { ProjectPlaceFields } from "./project-place-fields.tsx";

export const emptyProjectValues: ProjectFormValues = {
  name: "",
  location: "",
  priceRange: "",
  plotSizes: "",
  city: "",
  locality: "",
  latitude: "",
  longitude: "",
  reraNumber: "",
  reraDate: "",
  reraWebsite: defaultReraWebsite,
  reraUrl: "",
  approvalNumber: "",
  approvalYear: "",
  exemptionReason: "",
  publication: "Draft",
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
  /** The project's plot inventory, when it has one: its counts stand over the typed ones. */
  inventory?: InventoryHint | null;
  errors?: ProjectFormErrors;
  /** Where Cancel and the X control go: the list, which closes and so resets the form. */
  closeTo: string;
}

/** The brochure: staff's copy of the current one and removing it, and a new PDF. */
function BrochureControls({
  projectId,
  hasBrochure,
  error,
}: {
  projectId?: string;
  hasBrochure: boolean;
  error?: string;
}) {
  const current = projectId && hasBrochure;
  return (
    <>
      {current ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-neutral-50 px-3 py-2 text-sm ring-1 ring-neutral-200">
          <a
            href={`/admin/projects/${projectId}/brochure`}
            download
            className="inline-flex items-center gap-1.5 font-medium text-forest-800 underline-offset-4 hover:underline"
          >
            <FileText aria-hidden className="size-4 shrink-0" />
            Download current brochure
          </a>
          <CheckboxField id="project-remove-brochure" name={brochureFields.remove} label="Remove brochure" />
        </div>
      ) : null}
      <FileField
        id="project-brochure"
        name={brochureFields.file}
        label="Brochure (PDF)"
        chooseText={current ? "Choose a new PDF" : "Choose a PDF"}
        marked
        accept="application/pdf,.pdf"
        hint={
          current
            ? "Choose a PDF to replace the current brochure. Up to 20 MB."
            : "Visitors download it from the project page after leaving their name and phone. Up to 20 MB."
        }
        error={error}
      />
    </>
  );
}

/** The editor's one-line fields, in order, with an example where the format is free. */
const textFields: {
  name: "name" | "location" | "priceRange" | "plotSizes" | "totalPlots" | "soldPlots";
  label: string;
  placeholder?: string;
  numeric?: boolean;
}[] = [
  { name: "name", label: "Project name" },
  { name: "location", label: "Location", placeholder: "e.g. Oragadam, Chennai" },
  { name: "priceRange", label: "Price range", placeholder: "e.g. ₹18 L - ₹42 L" },
  { name: "plotSizes", label: "Plot sizes", placeholder: "e.g. 800 - 2400 sq.ft" },
  { name: "totalPlots", label: "Total plots", numeric: true },
  { name: "soldPlots", label: "Plots sold", numeric: true },
];

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
  inventory = null,
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
  const field = bindFields({ idPrefix: "project", errors, values, marked: true });

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
            <FormError ref={summary} message={fieldsToCorrect(errors)} />
            <input type="hidden" name="intent" value="save" />
            {projectId ? <input type="hidden" name="id" value={projectId} /> : null}

            <div className="grid gap-4 sm:grid-cols-2">
              {textFields.map(({ name, label, placeholder, numeric }) => (
                <TextField
                  key={name}
                  {...field(name)}
                  label={label}
                  rule={rules[name]}
                  placeholder={placeholder}
                  inputClassName={numeric ? "tabular-nums" : undefined}
                  // With an inventory the counts come from it (read-only); the texts stay as a fallback.
                  readOnly={Boolean(inventory && numeric)}
                  hint={inventory && numeric ? "From the inventory" : undefined}
                />
              ))}
              <SelectField
                {...field("status")}
                label="Status"
                rule={rules.status}
                defaultValue={values.status || projectStatuses[0]}
                options={statuses}
                hint={
                  inventory?.suggestion ? `Suggested from the inventory: ${inventory.suggestion}` : undefined
                }
              />
              {inventory ? (
                <p className="text-sm text-neutral-700 sm:col-span-2">
                  {inventory.line}{" "}
                  <Link to={plotsPath(projectId ?? "")} className="font-medium text-forest-800 underline">
                    Plots
                  </Link>
                </p>
              ) : null}
            </div>
            <ProjectPlaceFields field={field} />
            <TextAreaField {...field("description")} label="Description" rows={3} rule={rules.description} />

            <Section title="Registration and approval">
              <ProjectComplianceFields field={field} />
            </Section>

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
              <BrochureControls projectId={projectId} hasBrochure={hasBrochure} error={errors.brochure} />
            </Section>

            <Section title="Highlights and amenities">
              <ChipInput
                name="highlights"
                label="Highlights"
                values={highlights}
                onChange={setHighlights}
                suggestions={highlightSuggestions}
                placeholder="Type a highlight or pick a suggestion"
                maxLength={limits.entry}
                error={errors.highlights}
              />
              <ChipInput
                name="amenities"
                label="Amenities"
                values={amenities}
                onChange={setAmenities}
                suggestions={amenitySuggestions}
                placeholder="Type an amenity or pick a suggestion"
                maxLength={limits.entry}
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
            {projectId ? (
              <a
                href={projectPath(projectId)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonClass.secondary} sm:mr-auto`}
              >
                <Eye aria-hidden className="size-4" />
                Preview
                <span className="sr-only"> (saved version, opens in a new tab)</span>
              </a>
            ) : null}
            {projectId ? (
              <Link to={`/admin/projects/${projectId}/layout`} className={buttonClass.secondary}>
                Layout plan
              </Link>
            ) : null}
            <Link to={closeTo} preventScrollReset className={buttonClass.secondary}>
              Cancel
            </Link>
            <SubmitButton pending={saving} pendingLabel="Saving..." disabled={uploading}>
              {projectId ? "Update Project" : "Add Project"}
            </SubmitButton>
          </div>
        </Form>
      </dialog>
    </>
  );
}
