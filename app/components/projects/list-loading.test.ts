import { describe, expect, it } from "vitest";

import { isLoadingProjectList } from "./list-loading.ts";

describe("isLoadingProjectList", () => {
  it("shows the spinner while another page with the list loads", () => {
    expect(
      isLoadingProjectList({ state: "loading", targetPath: "/projects", afterSubmission: false }, "/"),
    ).toBe(true);
    expect(
      isLoadingProjectList({ state: "loading", targetPath: "/", afterSubmission: false }, "/projects"),
    ).toBe(true);
  });

  it("shows it while the page reloads after adding the sample content", () => {
    expect(isLoadingProjectList({ state: "loading", targetPath: "/", afterSubmission: true }, "/")).toBe(
      true,
    );
  });

  it("keeps the cards for navigations elsewhere or within the same page", () => {
    expect(
      isLoadingProjectList({ state: "loading", targetPath: "/about", afterSubmission: false }, "/"),
    ).toBe(false);
    expect(isLoadingProjectList({ state: "loading", targetPath: "/", afterSubmission: false }, "/")).toBe(
      false,
    );
    expect(isLoadingProjectList({ state: "submitting", targetPath: "/", afterSubmission: true }, "/")).toBe(
      false,
    );
    expect(isLoadingProjectList({ state: "idle", afterSubmission: false }, "/")).toBe(false);
  });
});
