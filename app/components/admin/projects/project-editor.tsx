import { useEffect, useReducer, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { ScheduleFields } from "#app/components/admin/schedule-fields.tsx";
import { DraftAutosave } from "#app/components/admin/drafts/draft-autosave.tsx";
import { DraftNotice } from "#app/components/admin/drafts/draft-notice.tsx";
import { ImageUploader } from "#app/components/admin/uploads/image-uploader.tsx";
import { ChipInput } from "#app/components/ui/chip-input.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { fieldsToCorrect, FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { FormSection } from "#app/components/ui/form-section.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { TextAreaField } from "#app/components/ui/inputs.static.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { SaveConflictNotice } from "#app/components/ui/save-conflict.tsx";
import type { ProjectFormErrors } from "#app/domain/projects/project-form.ts";
import {
  projectFieldLabels as labels,
  projectFieldLimits as limits,
  projectFieldRules as rules,
} from "#app/domain/projects/project-form-fields.ts";
import type { ProjectEditorView } from "#app/domain/projects/project-views.ts";
import type { DraftOffer } from "#app/domain/drafts/index.ts";
import type { SaveConflict } from "#app/domain/revisions/index.ts";
import { amenitySuggestions, highlightSuggestions } from "#app/domain/projects/suggestions.ts";

import { NearbyPlacesInput } from "./nearby-places-input.tsx";
import { ProjectBrochureFields } from "./project-brochure-fields.tsx";
import { ProjectComplianceFields } from "./project-compliance-fields.tsx";
import { ProjectEditorLinks } from "./project-editor-links.tsx";
import { projectEditorReducer, toEditorState } from "./project-editor-state.ts";
import { ProjectFactsFields } from "./project-facts-fields.tsx";
import { ProjectPlaceFields } from "./project-place-fields.tsx";
import { ProjectTamilFields } from "./project-tamil-fields.tsx";

/** The editor's lists of short texts, each with the suggestions it offers. */
const chipLists = [
  {
    name: "highlights",
    label: labels.highlights,
    suggestions: highlightSuggestions,
    placeholder: "Type a highlight or pick a suggestion",
  },
  {
    name: "amenities",
    label: labels.amenities,
    suggestions: amenitySuggestions,
    placeholder: "Type an amenity or pick a suggestion",
  },
] as const;

/** One shared empty object, so "no errors" stays the same value from render to render. */
const noErrors: ProjectFormErrors = {};

/**
 * The one form for "Add New Project" and Edit (spec §2, §4 "Admin forms", §5 "Project form"), a
 * dialog over the list. It is a plain post to the page's action, so it also works without
 * JavaScript; with it, images upload as chosen and Save waits for them. The plain fields keep
 * their values in the form itself; the lists its controls edit are the editor's state.
 */
export function ProjectEditor({
  editor,
  errors = noErrors,
  conflict,
  draft,
  closeHref,
}: {
  /** The stored project (or, after a refused save, what was posted) and its brochure and inventory. */
  editor: ProjectEditorView;
  errors?: ProjectFormErrors;
  /** A colleague saved the project after it was opened: the form holds the two saves merged. */
  conflict?: SaveConflict;
  /** The author's unsaved changes to this project, kept by the autosave: offered to recover. */
  draft?: DraftOffer | null;
  /** Where Cancel and the X go: the list, which closes the editor and so resets the form. */
  closeHref: string;
}) {
  const { projectId, values, hasBrochure, inventory, revision } = editor;
  const [state, dispatch] = useReducer(projectEditorReducer, values, toEditorState);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const uploading = state.uploading.length > 0;
  const field = bindFields({ idPrefix: "project", errors, values, marked: true });

  // After a refused save, start from the list of what to correct, or from what a colleague saved.
  const summary = useRef<HTMLParagraphElement>(null);
  const conflictNotice = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => (conflictNotice.current ?? summary.current)?.focus(), [errors, conflict]);

  return (
    <Dialog title={projectId ? "Edit Project" : "Add New Project"} closeHref={closeHref}>
      <DraftNotice offer={draft} entity="project" recordId={projectId} />
      <Form
        ref={form}
        method="post"
        encType="multipart/form-data"
        // The server checks every rule and answers with all messages at once, next to the fields.
        noValidate
        preventScrollReset
      >
        <div className="space-y-5 px-4 py-5 sm:px-6">
          <FormError ref={summary} message={fieldsToCorrect(errors)} />
          {conflict ? <SaveConflictNotice ref={conflictNotice} conflict={conflict} /> : null}
          <HiddenFields
            fields={
              projectId ? { intent: "save", id: projectId, revision: String(revision) } : { intent: "save" }
            }
          />
          {projectId ? <ProjectEditorLinks projectId={projectId} /> : null}
          <ProjectFactsFields field={field} status={values.status} inventory={inventory} />
          <ProjectPlaceFields field={field} />
          <TextAreaField
            {...field("description")}
            label={labels.description}
            rows={3}
            rule={rules.description}
          />

          <FormSection title="Registration and approval">
            <ProjectComplianceFields field={field} />
          </FormSection>

          <FormSection title="Publish later">
            <ScheduleFields field={field} what="project" />
          </FormSection>

          <FormSection title="Images">
            <ImageUploader
              name="bannerImage"
              label={labels.bannerImage}
              value={state.bannerImage}
              onChange={(bannerImage) => dispatch({ type: "change", change: { bannerImage } })}
              required
              error={errors.bannerImage}
              failureMessage="Failed to upload banner image"
              onBusyChange={(busy) => dispatch({ type: "uploading", field: "bannerImage", busy })}
            />
            <ImageUploader
              name="images"
              label={labels.images}
              multiple
              value={state.images}
              onChange={(images) => dispatch({ type: "change", change: { images } })}
              error={errors.images}
              onBusyChange={(busy) => dispatch({ type: "uploading", field: "images", busy })}
            />
          </FormSection>

          <FormSection title="Brochure">
            <ProjectBrochureFields projectId={projectId} hasBrochure={hasBrochure} error={errors.brochure} />
          </FormSection>

          <FormSection title="Highlights and amenities">
            {chipLists.map(({ name, ...list }) => (
              <ChipInput
                key={name}
                name={name}
                {...list}
                values={state[name]}
                onChange={(values) => dispatch({ type: "change", change: { [name]: values } })}
                maxLength={limits.entry}
                error={errors[name]}
              />
            ))}
          </FormSection>

          <FormSection title="Location advantages">
            <NearbyPlacesInput
              places={state.nearbyPlaces}
              onChange={(nearbyPlaces) => dispatch({ type: "change", change: { nearbyPlaces } })}
              error={errors.nearbyPlaces}
            />
          </FormSection>

          <FormSection title="Tamil">
            <ProjectTamilFields
              field={field}
              highlights={state.highlightsTa}
              amenities={state.amenitiesTa}
              places={state.nearbyPlaces}
              untranslated={editor.untranslated}
              onChange={(change) => dispatch({ type: "change", change })}
              errors={errors}
            />
          </FormSection>
        </div>

        <DialogFooter>
          {uploading ? (
            <p role="status" className="self-center text-sm text-neutral-700 sm:mr-auto">
              Waiting for images to finish uploading…
            </p>
          ) : null}
          <DraftAutosave form={form} entity="project" recordId={projectId} saving={saving} />
          <LinkButton to={closeHref} preventScrollReset>
            Cancel
          </LinkButton>
          <SubmitButton pending={saving} pendingLabel="Saving..." disabled={uploading}>
            {projectId ? "Update Project" : "Add Project"}
          </SubmitButton>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
