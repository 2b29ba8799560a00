import { describe, expect, it } from "vitest";

import { ConfirmProvider } from "#app/components/ui/confirm-provider.tsx";
import { markupAt, tagsIn, textOf } from "#tests/support/markup.tsx";

import { PersonalDataPage } from "./personal-data-page.tsx";

const pager = { page: 1, pageCount: 1, hrefOf: () => "/admin/personal-data", label: "Pages" };
const exportHref = (entryId: number) => `/admin/personal-data?export=${entryId}`;

describe("the Personal data page's access log", () => {
  const lead = "3f2a9c1e-7b4d-4c2a-9e8f-1a2b3c4d5e6f";
  const gone = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a";
  const access = [
    {
      id: 7,
      when: "Mar 5, 2026, 3:30 PM",
      who: "Meena Raman",
      what: "Exported 2 leads to CSV",
      leadId: null,
      leadExists: false,
      exportedIds: 2,
    },
    {
      id: 6,
      when: "Mar 5, 2026, 3:10 PM",
      who: "Arun",
      what: "Deleted a lead",
      leadId: gone,
      leadExists: false,
      exportedIds: 0,
    },
    {
      id: 5,
      when: "Mar 5, 2026, 3:00 PM",
      who: "Arun",
      what: "Opened a lead",
      leadId: lead,
      leadExists: true,
      exportedIds: 0,
    },
  ];
  const html = (exported: boolean) =>
    markupAt(
      "/admin/personal-data",
      <ConfirmProvider>
        <PersonalDataPage
          query=""
          person={null}
          confirmErase={false}
          access={access}
          pager={pager}
          exportHref={exportHref}
          exported={
            exported
              ? {
                  view: {
                    entryId: 7,
                    when: access[0]!.when,
                    who: "Meena Raman",
                    what: access[0]!.what,
                    leadIds: [lead, gone],
                  },
                  closeHref: "/admin/personal-data",
                }
              : null
          }
        />
      </ConfirmProvider>,
    );

  it("names a deleted lead by its id, links a lead that exists, and an export's lead IDs", () => {
    const page = html(false);
    const text = textOf(page);
    expect(text).toContain(`Arun Deleted a lead · lead ${gone}`);
    expect(text).toContain(
      "Meena Raman Exported 2 leads to CSV · Lead IDs of the entry on Mar 5, 2026, 3:30 PM",
    );
    const hrefs = tagsIn(page, "a").map((a) => a.href);
    expect(hrefs).toContain(`/admin/leads/${lead}`);
    expect(hrefs).not.toContain(`/admin/leads/${gone}`);
    expect(hrefs).toContain("/admin/personal-data?export=7#exported-leads");
    expect(text).not.toContain("Leads by ID");
  });

  it("lists the IDs of the export asked for, each opening its lead", () => {
    const page = html(true);
    expect(textOf(page)).toContain(
      "Leads by ID Exported 2 leads to CSV, by Meena Raman on Mar 5, 2026, 3:30 PM.",
    );
    const hrefs = tagsIn(page, "a").map((a) => a.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([`/admin/leads/${lead}`, `/admin/leads/${gone}`, "/admin/personal-data"]),
    );
  });
});
