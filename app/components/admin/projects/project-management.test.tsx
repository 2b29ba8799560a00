import { describe, expect, it } from "vitest";

import { markupAt, tagsIn, textOf } from "#tests/support/markup.tsx";
import { testProject } from "#tests/support/project-data.ts";
import { projectMessages } from "#app/domain/projects/project-messages.ts";
import { toProjectEditor } from "#app/domain/projects/project-views.ts";
import { ProjectManagement } from "./project-management.tsx";

/** The project editor after its save was refused. */
function editorAfter(failed: Parameters<typeof ProjectManagement>[0]["failed"]) {
  const project = testProject({ revision: 4 });
  const html = markupAt(
    `/admin/projects?edit=${project.id}`,
    <ProjectManagement
      listing={null}
      editor={toProjectEditor(project, null)}
      draft={null}
      deleting={null}
      failed={failed}
      closeHref="/admin/projects"
      mayEdit
    />,
  );
  const field = (name: string) => tagsIn(html, "input").find((input) => input.name === name)?.value;
  return { html, field };
}

describe("the project editor after a refused save", () => {
  it("keeps the stored values and the revision it opened when the form was refused unread", () => {
    const { html, field } = editorAfter({ errors: { images: projectMessages.formTooLarge }, revision: null });
    expect(field("name")).toBe("Green Meadows");
    expect(field("revision")).toBe("4");
    expect(textOf(html)).toContain(projectMessages.formTooLarge);
  });

  it("shows what was posted, at the revision the refusal names", () => {
    const { field } = editorAfter({
      errors: {},
      values: { ...toProjectEditor(testProject(), null).values, name: "Typed name" },
      revision: 5,
    });
    expect(field("name")).toBe("Typed name");
    expect(field("revision")).toBe("5");
  });
});
