import { describe, expect, it } from "vitest";

import { rulesUsedBy } from "#server/used-css.ts";
import { classesNeeded, stylesheetPieces } from "./stylesheet-rules.ts";

describe("classesNeeded", () => {
  it("reads Tailwind's escaped class names", () => {
    expect(classesNeeded(".md\\:grid-cols-2")).toEqual(["md:grid-cols-2"]);
    expect(classesNeeded(".\\[\\&_a\\]\\:underline a")).toEqual(["[&_a]:underline"]);
    expect(classesNeeded(".w-1\\/2")).toEqual(["w-1/2"]);
    expect(classesNeeded(".\\32 xl\\:flex")).toEqual(["2xl:flex"]);
    expect(classesNeeded(".group:hover .group-hover\\:text-white")).toEqual([
      "group",
      "group-hover:text-white",
    ]);
  });

  it("does not count classes that may be alternatives or absences", () => {
    expect(classesNeeded(".a:not(.b)")).toEqual(["a"]);
    expect(classesNeeded(".peer-checked\\:flex:is(:where(.peer):checked ~ *)")).toEqual([
      "peer-checked:flex",
    ]);
    expect(classesNeeded('a[href$=".pdf"]')).toEqual([]);
    expect(classesNeeded("*, :before, :after")).toEqual([]);
  });
});

describe("rulesUsedBy", () => {
  const sheet = stylesheetPieces(
    [
      "@layer theme{:root{--x:1px}}",
      "@layer base{*{margin:0}a{color:red}}",
      "@layer utilities{.p-1{padding:1px}.p-2{padding:2px}.a,.b{color:blue}",
      "@media (width>=48rem){.md\\:p-1{padding:1px}.md\\:p-2{padding:2px}}}",
      "@font-face{font-family:Inter;src:url(/inter.woff2)}",
      "@property --tw-x{syntax:'*';inherits:false}",
    ].join(""),
  );

  it("keeps the rules a page's classes can match, every rule that needs none, in their order", () => {
    expect(rulesUsedBy(sheet, new Set(["p-2", "md:p-1", "b"]))).toBe(
      [
        "@layer theme{:root{--x:1px}}",
        "@layer base{*{margin:0}a{color:red}}",
        "@layer utilities{.p-2{padding:2px}.a,.b{color:blue}@media (width>=48rem){.md\\:p-1{padding:1px}}}",
        "@font-face{font-family:Inter;src:url(/inter.woff2)}",
        "@property --tw-x{syntax:'*';inherits:false}",
      ].join(""),
    );
  });

  it("leaves out a group none of whose rules apply", () => {
    expect(rulesUsedBy(sheet, new Set(["p-1"]))).not.toContain("@media");
  });
});
