import { afterEach, describe, expect, it } from "vitest";

import {
  formOf,
  pdfFile,
  pngFile,
  useFileStores,
  withAuditLogFailing,
} from "#tests/support/save-workflows.ts";
import { requiredProjectForm } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { fallbackUploadName } from "#app/domain/media/upload-fields.ts";
import { emptyPlotValues } from "#app/domain/plots/plot-form.ts";
import { addPlot } from "#app/domain/plots/plot-save.server.ts";
import { projectMessages } from "./project-messages.ts";
import { removeProject, saveProject } from "./project-save.server.ts";
import { getProject, listProjects } from "./projects.server.ts";

const required = requiredProjectForm;

describe.each(testEngines)("the project save workflow on $name", (engine) => {
  const db = useTestDatabase(engine);
  const files = useFileStores(db);
  afterEach(async () => {
    await db().deleteFrom("projects").execute();
    await db().deleteFrom("revisions").execute();
    await files.clear();
  });

  it("adds a project with its posted images and brochure, and its audit entry", async () => {
    const form = formOf({
      ...required,
      [fallbackUploadName("bannerImage")]: await pngFile("banner.png", 10),
      [fallbackUploadName("images")]: [await pngFile("one.png", 20), await pngFile("two.png", 30)],
      brochureFile: pdfFile(),
    });
    expect(await saveProject(files.stores(), "Meena", form)).toEqual({
      toast: { type: "success", message: projectMessages.added },
    });
    const [project] = await listProjects(db());
    expect(project!.bannerImage).toMatch(/^\/media\//);
    expect(project!.images).toHaveLength(2);
    expect(await files.mediaRows()).toEqual([project!.bannerImage, ...project!.images].sort());
    expect(await files.storedBrochures()).toEqual([project!.brochure]);
    expect(await files.auditSummaries()).toEqual(["Added project Green Meadows"]);
  });

  it("stores no upload when the form is invalid", async () => {
    const form = formOf({
      ...required,
      name: "",
      [fallbackUploadName("bannerImage")]: await pngFile("banner.png"),
      [fallbackUploadName("images")]: await pngFile("one.png"),
      brochureFile: pdfFile(),
    });
    const result = await saveProject(files.stores(), "Meena", form);
    expect(result).toMatchObject({ status: 400, errors: { name: "Enter the project name." } });
    expect(result).toMatchObject({ values: { location: required.location } });
    expect(await files.storedImages()).toEqual([]);
    expect(await files.mediaRows()).toEqual([]);
    expect(await files.storedBrochures()).toEqual([]);
    expect(await listProjects(db())).toEqual([]);
  });

  it("counts a posted banner as the banner image, and refuses a form with neither", async () => {
    const result = await saveProject(files.stores(), "Meena", formOf(required));
    expect(result).toMatchObject({ status: 400, errors: { bannerImage: "Please upload a banner image" } });
    const form = formOf({ ...required, [fallbackUploadName("bannerImage")]: await pngFile("banner.png") });
    expect(await saveProject(files.stores(), "Meena", form)).toMatchObject({ toast: { type: "success" } });
  });

  it("keeps the counts, prices and sizes of a plot inventory over what the form posts", async () => {
    const banner = { [fallbackUploadName("bannerImage")]: await pngFile("banner.png") };
    await saveProject(files.stores(), "Meena", formOf({ ...required, ...banner }));
    const [project] = await listProjects(db());
    const plot = { ...emptyPlotValues, areaSqft: "1200", ratePerSqft: "2000" };
    await addPlot(db(), "Meena", project!.id, { ...plot, number: "1", status: "booked" });
    await addPlot(db(), "Meena", project!.id, { ...plot, number: "2", areaSqft: "1500" });
    const edit = formOf({
      ...required,
      id: project!.id,
      revision: String(project!.revision),
      bannerImage: project!.bannerImage,
      totalPlots: "999",
    });
    expect(await saveProject(files.stores(), "Meena", edit)).toMatchObject({ toast: { type: "success" } });
    expect(await getProject(db(), project!.id)).toMatchObject({
      totalPlots: 2,
      soldPlots: 1,
      priceMin: 2_400_000,
      priceMax: 3_000_000,
      sizeMin: 1200,
      sizeMax: 1500,
    });
  });

  it("keeps none of the posted images when one of them is refused", async () => {
    const notAnImage = new File(["plain text"], "notes.jpg", { type: "image/jpeg" });
    const form = formOf({
      ...required,
      [fallbackUploadName("bannerImage")]: await pngFile("banner.png"),
      [fallbackUploadName("images")]: [await pngFile("one.png"), notAnImage],
    });
    const result = await saveProject(files.stores(), "Meena", form);
    expect(result).toMatchObject({ status: 400, errors: { images: expect.stringContaining("notes.jpg") } });
    expect(await files.storedImages()).toEqual([]);
    expect(await files.mediaRows()).toEqual([]);
  });

  it("leaves no stored upload, no project and no audit entry when the write fails", async () => {
    const form = formOf({
      ...required,
      [fallbackUploadName("bannerImage")]: await pngFile("banner.png"),
      brochureFile: pdfFile(),
    });
    const result = await withAuditLogFailing(db(), () => saveProject(files.stores(), "Meena", form));
    expect(result).toEqual({ toast: { type: "error", message: projectMessages.addFailed } });
    expect(await listProjects(db())).toEqual([]);
    expect(await files.auditSummaries()).toEqual([]);
    expect(await files.storedImages()).toEqual([]);
    expect(await files.mediaRows()).toEqual([]);
    expect(await files.storedBrochures()).toEqual([]);
  });

  it("removes the uploads of an update whose project is gone", async () => {
    const form = formOf({
      ...required,
      id: "00000000-0000-4000-8000-000000000000",
      [fallbackUploadName("bannerImage")]: await pngFile("banner.png"),
    });
    expect(await saveProject(files.stores(), "Meena", form)).toEqual({
      toast: { type: "error", message: projectMessages.updateFailed },
    });
    expect(await files.storedImages()).toEqual([]);
    expect(await files.auditSummaries()).toEqual([]);
  });

  it("removes the replaced images and brochure after an update, and keeps the change if the write fails", async () => {
    const [banner, kept, dropped, newBanner] = await Promise.all([10, 20, 30, 40].map(files.upload));
    const add = formOf({
      ...required,
      bannerImage: banner!,
      images: [kept!, dropped!],
      brochureFile: pdfFile(),
    });
    await saveProject(files.stores(), "Meena", add);
    const [project] = await listProjects(db());
    const oldBrochure = project!.brochure;

    const update = formOf({
      ...required,
      id: project!.id,
      revision: String(project!.revision),
      status: "Few Left",
      bannerImage: newBanner!,
      images: [kept!],
      brochureFile: pdfFile(),
    });
    const failed = await withAuditLogFailing(db(), () => saveProject(files.stores(), "Arun", update));
    expect(failed).toEqual({ toast: { type: "error", message: projectMessages.updateFailed } });
    expect(await getProject(db(), project!.id)).toMatchObject({ status: "Available", bannerImage: banner });
    expect(await files.storedBrochures()).toEqual([oldBrochure]);

    expect(await saveProject(files.stores(), "Arun", update)).toEqual({
      toast: { type: "success", message: projectMessages.updated },
    });
    const saved = await getProject(db(), project!.id);
    expect(saved).toMatchObject({ status: "Few Left", bannerImage: newBanner, images: [kept] });
    expect(await files.mediaRows()).toEqual([kept!, newBanner!].sort());
    expect(await files.storedBrochures()).toEqual([saved!.brochure]);
    expect(saved!.brochure).not.toBe(oldBrochure);
    expect(await files.auditSummaries()).toEqual([
      "Added project Green Meadows",
      "Updated project Green Meadows",
    ]);
  });

  it("deletes a project with its audit entry, then its images and brochure", async () => {
    const banner = await files.upload(10);
    await saveProject(
      files.stores(),
      "Meena",
      formOf({ ...required, bannerImage: banner, brochureFile: pdfFile() }),
    );
    const [project] = await listProjects(db());

    const failed = await withAuditLogFailing(db(), () => removeProject(files.stores(), "Arun", project!.id));
    expect(failed).toEqual({ toast: { type: "error", message: projectMessages.deleteError } });
    expect(await getProject(db(), project!.id)).not.toBeNull();
    expect(await files.mediaRows()).toEqual([banner]);

    expect(await removeProject(files.stores(), "Arun", project!.id)).toEqual({
      toast: { type: "success", message: projectMessages.deleted },
    });
    expect(await listProjects(db())).toEqual([]);
    expect(await files.mediaRows()).toEqual([]);
    expect(await files.storedImages()).toEqual([]);
    expect(await files.storedBrochures()).toEqual([]);
    expect(await files.auditSummaries()).toEqual([
      "Added project Green Meadows",
      "Deleted project Green Meadows",
    ]);
    expect(await removeProject(files.stores(), "Arun", project!.id)).toEqual({
      toast: { type: "error", message: projectMessages.deleteFailed },
    });
  });
});
