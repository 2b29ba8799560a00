import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { classesIn, classesNeeded, Stylesheet, UsedCss, wordsIn } from "./used-css.ts";

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

describe("Stylesheet.usedBy", () => {
  const sheet = Stylesheet.parse(
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
    expect(sheet.usedBy(new Set(["p-2", "md:p-1", "b"]))).toBe(
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
    expect(sheet.usedBy(new Set(["p-1"]))).not.toContain("@media");
  });
});

describe("classesIn and wordsIn", () => {
  it("reads every class attribute, entities decoded, templates included", () => {
    const html =
      '<div class="p-1  md:p-2"><template><p class="[&amp;_a]:underline text-red-700">x</p></template><svg class="size-4"/></div>';
    expect([...classesIn(html)]).toEqual(["p-1", "md:p-2", "[&_a]:underline", "text-red-700", "size-4"]);
  });

  it("splits a script at white space and quotes", () => {
    expect(wordsIn('e.className="mt-1 text-sm",t=`${a} hidden`')).toEqual([
      "e.className=",
      "mt-1",
      "text-sm",
      ",t=",
      "${a}",
      "hidden",
    ]);
  });
});

describe("UsedCss.inline", () => {
  let clientDir: string;
  const css = ".p-1{padding:1px}.p-2{padding:2px}.text-red-700{color:red}.unused{color:blue}";
  const page = (head: string, body: string) =>
    `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
  const link = '<link rel="stylesheet" href="/assets/root-abc.css"/>';
  const script = '<script type="module" src="/assets/form-script-abc.js" async=""></script>';

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), "used-css-"));
    await mkdir(join(clientDir, "assets"));
    await writeFile(join(clientDir, "assets", "root-abc.css"), css);
    await writeFile(join(clientDir, "assets", "form-script-abc.js"), 'p.className="text-red-700"');
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  it("puts the rules the page and its scripts use in the head, in place of the stylesheet", async () => {
    const html = page(`<title>t</title>${link}${script}`, '<p class="p-1">x</p>');
    expect(await new UsedCss(clientDir).inline(html)).toBe(
      page(
        `<title>t</title><style>.p-1{padding:1px}.text-red-700{color:red}</style>${script}`,
        '<p class="p-1">x</p>',
      ),
    );
  });

  it("keeps `$` in rules as written", async () => {
    await writeFile(join(clientDir, "assets", "dollar.css"), '.p-1:after{content:"$&"}');
    const html = page('<link rel="stylesheet" href="/assets/dollar.css"/>', '<p class="p-1">x</p>');
    expect(await new UsedCss(clientDir).inline(html)).toContain('<style>.p-1:after{content:"$&"}</style>');
  });

  it("leaves a page as it is when a file it names is not there, or it links no stylesheet", async () => {
    const missing = page('<link rel="stylesheet" href="/assets/gone.css"/>', '<p class="p-1">x</p>');
    expect(await new UsedCss(clientDir).inline(missing)).toBe(missing);
    const missingScript = page(`${link}<script type="module" src="/assets/gone.js"></script>`, "");
    expect(await new UsedCss(clientDir).inline(missingScript)).toBe(missingScript);
    const plain = page("<title>t</title>", '<p class="p-1">x</p>');
    expect(await new UsedCss(clientDir).inline(plain)).toBe(plain);
  });

  it("never closes the style element early: the parser writes `</style` in a string escaped", async () => {
    await writeFile(join(clientDir, "assets", "closing.css"), '.p-1:after{content:"</style>"}');
    const html = page('<link rel="stylesheet" href="/assets/closing.css"/>', '<p class="p-1">x</p>');
    expect(await new UsedCss(clientDir).inline(html)).toContain(
      '<style>.p-1:after{content:"\\3c /style>"}</style>',
    );
  });
});
