import { Plus } from "lucide-react";
import { data, Link, redirect } from "react-router";

import { buttonClass } from "~/components/admin/form-styles";
import { fallbackUploadName } from "~/components/admin/image-uploader";
import { emptyProjectValues, ProjectEditor } from "~/components/admin/project-editor";
import { ProjectDeleteConfirm, ProjectTable, type ProjectTableRow } from "~/components/admin/project-table";
import { requireStaff, type StaffUser } from "~/domain/staff/session.server";
import { servicesContext, type AppServices } from "~/context";
import { recordAudit } from "~/domain/audit/audit.server";
import {
  brochureFields,
  parseProjectForm,
  readProjectForm,
  type ProjectFormErrors,
  type ProjectFormValues,
} from "~/domain/projects/project-form";
import {
  addProject,
  deleteProject,
  getProject,
  listProjects,
  updateProject,
} from "~/domain/projects/projects.server";
import type { Project } from "~/domain/projects/project";
import { redirectWithToast } from "~/lib/toast.server";
import { brochureMaxBytes, brochureMessages, checkBrochure } from "~/domain/media/brochures.server";
import { removeUnusedMedia } from "~/domain/media/cleanup.server";
import { saveFormImages } from "~/domain/media/form-uploads.server";

import type { Route } from "./+types/projects";

const listPath = "/admin/projects";
const projectGone = "That project no longer exists.";
/** A form posted without JavaScript carries its images; more than this is refused unread. */
const maxFormBytes = 120 * 1024 * 1024;

export function meta() {
  return [{ title: "Project Management · Admin" }, { name: "robots", content: "noindex" }];
}

function toRow(project: Project): ProjectTableRow {
  return {
    id: project.id,
    name: project.name,
    location: project.location,
    priceRange: project.priceRange,
    status: project.status,
    soldPlots: project.soldPlots,
    totalPlots: project.totalPlots,
    image: project.images[0] ?? project.bannerImage,
  };
}

function toFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    location: project.location,
    priceRange: project.priceRange,
    plotSizes: project.plotSizes,
    description: project.description,
    totalPlots: String(project.totalPlots),
    soldPlots: String(project.soldPlots),
    status: project.status,
    bannerImage: project.bannerImage,
    images: project.images,
    highlights: project.highlights,
    amenities: project.amenities,
    nearbyPlaces: project.nearbyPlaces,
  };
}

const imagesOf = (project: Pick<Project, "bannerImage" | "images">) => [
  project.bannerImage,
  ...project.images,
];

/** Removing images must never turn a saved change into an error message: log and move on. */
async function cleanUp(services: AppServices, urls: string[]) {
  try {
    await removeUnusedMedia(services, urls);
  } catch (error) {
    console.error("Removing unused images failed:", error);
  }
}

async function audit(services: AppServices, staff: StaffUser, action: string, id: string, summary: string) {
  try {
    await recordAudit(services.db, { actor: staff.name, action, entity: "project", entityId: id, summary });
  } catch (error) {
    console.error("Recording the audit entry failed:", error);
  }
}

/** The project named by `?edit=` or `?delete=`, or a redirect back to the list when there is none. */
async function projectFromQuery(services: AppServices, id: string): Promise<Project> {
  let project: Project | null;
  try {
    project = await getProject(services.db, id);
  } catch (error) {
    console.error("Failed to fetch project:", error);
    throw await redirectWithToast(listPath, { type: "error", message: "Failed to fetch projects" });
  }
  if (!project) throw await redirectWithToast(listPath, { type: "error", message: projectGone });
  return project;
}

/**
 * The list, and the panel a search parameter opens: `?new` (empty editor), `?edit=<id>` (the
 * editor with that project) or `?delete=<id>` (the confirmation used without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const services = context.get(servicesContext);
  const params = new URL(request.url).searchParams;

  let rows: ProjectTableRow[] = [];
  let loadError: string | null = null;
  try {
    rows = (await listProjects(services.db)).map(toRow);
  } catch (error) {
    console.error("Failed to fetch projects:", error);
    loadError = "Failed to fetch projects";
  }

  const editId = params.get("edit");
  const deleteId = params.get("delete");
  let panel:
    | { kind: "new" }
    | { kind: "edit"; id: string; values: ProjectFormValues; hasBrochure: boolean }
    | { kind: "delete"; id: string; name: string }
    | null = null;
  if (editId) {
    const project = await projectFromQuery(services, editId);
    panel = {
      kind: "edit",
      id: project.id,
      values: toFormValues(project),
      hasBrochure: project.brochure !== "",
    };
  } else if (deleteId) {
    const project = await projectFromQuery(services, deleteId);
    panel = { kind: "delete", id: project.id, name: project.name };
  } else if (params.has("new")) {
    panel = { kind: "new" };
  }
  return { rows, loadError, panel };
}

type ActionData = { errors: ProjectFormErrors; values: ProjectFormValues };

/**
 * The brochure posted with the form: a checked PDF's bytes, a refusal, "remove" (the box ticked,
 * no new file), or nothing to change.
 */
async function readBrochure(
  form: FormData,
): Promise<{ bytes: Uint8Array } | { error: string } | { remove: true } | null> {
  const entry = form.get(brochureFields.file);
  // A file input left empty still posts one nameless, empty part.
  if (entry instanceof File && !(entry.size === 0 && entry.name === "")) {
    if (entry.size > brochureMaxBytes) return { error: brochureMessages.tooLarge };
    const bytes = new Uint8Array(await entry.arrayBuffer());
    const problem = await checkBrochure(bytes);
    return problem ? { error: problem } : { bytes };
  }
  return form.get(brochureFields.remove) === "yes" ? { remove: true } : null;
}

/** Deleting an old brochure must never turn a saved change into an error message. */
async function dropBrochure(services: AppServices, key: string) {
  if (!key) return;
  try {
    await services.brochures.delete(key);
  } catch (error) {
    console.error("Removing a brochure file failed:", error);
  }
}

async function save(services: AppServices, staff: StaffUser, form: FormData) {
  const id = form.get("id");
  const editing = typeof id === "string" && id !== "";
  try {
    // Images posted with the form (no JavaScript) are stored first and join the lists.
    const banner = await saveFormImages(services, form, fallbackUploadName("bannerImage"));
    const gallery = await saveFormImages(services, form, fallbackUploadName("images"));
    if (banner.urls[0]) form.set("bannerImage", banner.urls[0]);
    for (const url of gallery.urls) form.append("images", url);

    const brochure = await readBrochure(form);

    const parsed = parseProjectForm(form);
    const uploadErrors: ProjectFormErrors = {};
    if (banner.errors.length > 0) uploadErrors.bannerImage = banner.errors.join(" ");
    if (gallery.errors.length > 0) uploadErrors.images = gallery.errors.join(" ");
    if (brochure && "error" in brochure) uploadErrors.brochure = brochure.error;
    if (!parsed.ok || Object.keys(uploadErrors).length > 0) {
      const errors = { ...(parsed.ok ? {} : parsed.errors), ...uploadErrors };
      return data<ActionData>({ errors, values: readProjectForm(form) }, { status: 400 });
    }
    // The new brochure is stored only once everything else is valid; the row then names it.
    let newBrochure = "";
    if (brochure && "bytes" in brochure) newBrochure = await services.brochures.put(brochure.bytes);
    const project = {
      ...parsed.project,
      ...(newBrochure ? { brochure: newBrochure } : brochure && "remove" in brochure ? { brochure: "" } : {}),
    };

    if (editing) {
      const before = await getProject(services.db, id);
      let updated = false;
      try {
        updated = before !== null && (await updateProject(services.db, id, project));
      } catch (error) {
        console.error("Updating the project failed:", error);
      }
      if (!before || !updated) {
        await dropBrochure(services, newBrochure);
        return redirectWithToast(listPath, { type: "error", message: "Failed to update project" });
      }
      await audit(services, staff, "updated", before.id, `Updated project ${project.name}`);
      if (project.brochure !== undefined && project.brochure !== before.brochure) {
        await dropBrochure(services, before.brochure);
      }
      const kept = new Set(imagesOf(project));
      await cleanUp(
        services,
        imagesOf(before).filter((url) => !kept.has(url)),
      );
      return redirectWithToast(listPath, { type: "success", message: "Project updated successfully!" });
    }

    let newId: string;
    try {
      newId = await addProject(services.db, project);
    } catch (error) {
      console.error("Adding the project failed:", error);
      await dropBrochure(services, newBrochure);
      return redirectWithToast(listPath, { type: "error", message: "Failed to add project" });
    }
    await audit(services, staff, "created", newId, `Added project ${project.name}`);
    return redirectWithToast(listPath, { type: "success", message: "Project added successfully!" });
  } catch (error) {
    console.error("Saving the project failed:", error);
    return redirectWithToast(listPath, { type: "error", message: "Error saving project" });
  }
}

async function remove(services: AppServices, staff: StaffUser, form: FormData) {
  const id = String(form.get("id") ?? "");
  // Without JavaScript nobody has confirmed yet: show the confirmation step first.
  if (form.get("confirm") !== "yes") throw redirect(`${listPath}?delete=${encodeURIComponent(id)}`);
  try {
    const project = await getProject(services.db, id);
    if (!project || !(await deleteProject(services.db, id))) {
      return redirectWithToast(listPath, { type: "error", message: "Failed to delete project" });
    }
    await audit(services, staff, "deleted", project.id, `Deleted project ${project.name}`);
    await cleanUp(services, imagesOf(project));
    await dropBrochure(services, project.brochure);
    return redirectWithToast(listPath, { type: "success", message: "Project deleted successfully!" });
  } catch (error) {
    console.error("Deleting the project failed:", error);
    return redirectWithToast(listPath, { type: "error", message: "Error deleting project" });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  if (Number(request.headers.get("Content-Length") ?? 0) > maxFormBytes) {
    const errors = { images: "These images are too large to send together; add a few at a time." };
    return data<ActionData>({ errors, values: emptyProjectValues }, { status: 413 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return redirectWithToast(listPath, { type: "error", message: "Error saving project" });
  }
  return form.get("intent") === "delete" ? remove(services, staff, form) : save(services, staff, form);
}

export default function ProjectManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, loadError, panel } = loaderData;
  const failed = actionData && "errors" in actionData ? actionData : undefined;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-neutral-900">Project Management</h1>
          <p className="mt-1 text-sm text-neutral-600">
            {rows.length === 1 ? "1 project" : `${rows.length} projects`}, newest first.
          </p>
        </div>
        <Link to={`${listPath}?new`} preventScrollReset className={buttonClass.primary}>
          <Plus aria-hidden className="size-4" />
          Add New Project
        </Link>
      </div>

      <div className="mt-6">
        {panel?.kind === "delete" ? (
          <ProjectDeleteConfirm id={panel.id} name={panel.name} listPath={listPath} />
        ) : null}
        {loadError ? (
          <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
            {loadError}
          </p>
        ) : rows.length === 0 ? (
          <div className="rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-12 text-center">
            <p className="font-medium text-neutral-900">No projects found. Add your first project!</p>
            <p className="mt-1 text-sm text-neutral-600">
              Projects you add here appear on the public Projects page straight away.
            </p>
          </div>
        ) : (
          <ProjectTable rows={rows} listPath={listPath} />
        )}
      </div>

      {panel?.kind === "new" ? (
        <ProjectEditor
          key="new"
          values={failed?.values ?? emptyProjectValues}
          errors={failed?.errors}
          closeTo={listPath}
        />
      ) : panel?.kind === "edit" ? (
        <ProjectEditor
          key={panel.id}
          projectId={panel.id}
          values={failed?.values ?? panel.values}
          hasBrochure={panel.hasBrochure}
          errors={failed?.errors}
          closeTo={listPath}
        />
      ) : null}
    </>
  );
}
