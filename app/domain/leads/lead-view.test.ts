import { describe, expect, it } from "vitest";

import { leadFilterFromSearch } from "./lead-inbox.server.ts";
import { budgetLabel } from "./lead-options.ts";
import {
  detailValue,
  pageLabel,
  displayPhone,
  isFiltered,
  leadFilterQuery,
  leadSubject,
  messageSnippet,
  whatsappReplyUrl,
} from "./lead-view.ts";

describe("lead view helpers", () => {
  it("names what a lead asked about: the project, with the plot once one was chosen", () => {
    expect(leadSubject({ projectName: "Green Meadows Oragadam", plotNumber: "167" })).toBe(
      "Green Meadows Oragadam · Plot 167",
    );
    expect(leadSubject({ projectName: "Green Meadows Oragadam", plotNumber: null })).toBe(
      "Green Meadows Oragadam",
    );
    expect(leadSubject({ projectName: null, plotNumber: null })).toBeNull();
  });

  it("writes a filter back as a query, keeping the rest when one part changes", () => {
    const filter = leadFilterFromSearch(
      new URLSearchParams("kind=contact&status=Won&q=Priya+R&page=3&from=2026-03-01"),
    );
    expect(leadFilterQuery(filter)).toBe("?kind=contact&status=Won&from=2026-03-01&q=Priya+R&page=3");
    expect(leadFilterQuery(filter, { view: "spam", page: 1 })).toBe(
      "?view=spam&kind=contact&status=Won&from=2026-03-01&q=Priya+R",
    );
    const none = leadFilterFromSearch(new URLSearchParams());
    expect(leadFilterQuery(none)).toBe("");
    expect(isFiltered(none)).toBe(false);
    expect(isFiltered(filter)).toBe(true);
    expect(isFiltered({ ...none, view: "spam", page: 2 })).toBe(false);
  });

  it("greets the person on WhatsApp by name, naming the project", () => {
    const lead = { name: "Priya", phone: "+919876543210", projectName: "Green Meadows" };
    const url = new URL(whatsappReplyUrl(lead, "Marudham Properties"));
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(
      "Hello Priya, this is Marudham Properties about Green Meadows. Thank you for your enquiry.",
    );
    const general = new URL(whatsappReplyUrl({ ...lead, projectName: null }, "Marudham Properties"));
    expect(general.searchParams.get("text")).toBe(
      "Hello Priya, this is Marudham Properties about your enquiry. Thank you for your enquiry.",
    );
  });

  it("shows Indian numbers in groups, others as stored", () => {
    expect(displayPhone("+919876543210")).toBe("+91 98765 43210");
    expect(displayPhone("+971501234567")).toBe("+971501234567");
  });

  it("says budgets as people say them, and keeps unknown ones as stored", () => {
    expect(budgetLabel("5-10L")).toBe("₹ 5–10 L");
    expect(budgetLabel("10-25L")).toBe("₹ 10–25 L");
    expect(budgetLabel("25-50L")).toBe("₹ 25–50 L");
    expect(budgetLabel("50L+")).toBe("₹ 50 L+");
    expect(budgetLabel("about 30 lakh")).toBe("about 30 lakh");
  });

  it("shortens a message to one line, cut at a word", () => {
    expect(messageSnippet(null)).toBeNull();
    expect(messageSnippet("  \n ")).toBeNull();
    expect(messageSnippet("East facing\n\nplot, please")).toBe("East facing plot, please");
    const long = "Looking for an east facing plot near the highway with a clear title and bank loan help";
    expect(messageSnippet(long, 40)).toBe("Looking for an east facing plot near the…");
    expect(messageSnippet("x".repeat(50), 40)).toBe(`${"x".repeat(40)}…`);
    expect(messageSnippet("A plot, please. Near the school if possible", 16)).toBe("A plot, please…");
  });

  it("names the page a form came from, and the details, as people say them", () => {
    expect(pageLabel("/", null)).toBe("Home page");
    expect(pageLabel("/?project=x#enquiry", null)).toBe("Home page");
    expect(pageLabel("/contact", null)).toBe("Contact page");
    expect(pageLabel("/project/abc", "Green Meadows")).toBe("Project page: Green Meadows");
    expect(pageLabel("/blog/buying-a-plot", null)).toBe("Blog post (buying-a-plot)");
    expect(pageLabel("/somewhere-else", null)).toBe("/somewhere-else");
    expect(detailValue("budget", "10-25L")).toBe("₹ 10–25 L");
    expect(detailValue("location", "Chennai")).toBe("Chennai");
    expect(detailValue("visitDate", "2026-03-08")).not.toBe("2026-03-08");
  });
});
