import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { stylesheetPieces } from "#scripts/stylesheet-rules.ts";
import { classesIn, UsedCss, wordsIn } from "./used-css.ts";

describe("classesIn and wordsIn", () => {
  it("reads every class attribute, entities decoded, templates included", () => {
    const html =
      '<div class="p-1  md:p-2"><template><p class="[&amp;_a]:underline text-red-700">x</p></template><svg class="size-4"/></div>';
    expect([...classesIn(Buffer.from(html))]).toEqual([
      "p-1",
      "md:p-2",
      "[&_a]:underline",
      "text-red-700",
      "size-4",
    ]);
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
  let rulesFile: string;
  const inlined = async (html: string, rules = rulesFile) =>
    (await new UsedCss(clientDir, rules).inline(Buffer.from(html))).toString();
  const stylesheets: Record<string, string> = {
    "/assets/root-abc.css": ".p-1{padding:1px}.p-2{padding:2px}.text-red-700{color:red}.unused{color:blue}",
    "/assets/dollar.css": '.p-1:after{content:"$&"}',
    "/assets/closing.css": '.p-1:after{content:"</style>"}',
  };
  const page = (head: string, body: string) =>
    `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
  const link = '<link rel="stylesheet" href="/assets/root-abc.css"/>';
  const script = '<script type="module" src="/assets/form-script-abc.js" async=""></script>';

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), "used-css-"));
    await mkdir(join(clientDir, "assets"));
    rulesFile = join(clientDir, "stylesheet-rules.json");
    const rules = Object.entries(stylesheets).map(([href, css]) => [href, stylesheetPieces(css)]);
    await writeFile(rulesFile, JSON.stringify(Object.fromEntries(rules)));
    await writeFile(join(clientDir, "assets", "form-script-abc.js"), 'p.className="text-red-700"');
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  it("puts the rules the page and its scripts use in the head, in place of the stylesheet", async () => {
    const html = page(`<title>t</title>${link}${script}`, '<p class="p-1">x</p>');
    expect(await inlined(html)).toBe(
      page(
        `<title>t</title><style>.p-1{padding:1px}.text-red-700{color:red}</style>${script}`,
        '<p class="p-1">x</p>',
      ),
    );
  });

  it("keeps the page's other text, in any script, byte for byte", async () => {
    const html = page(`<title>₹ 18.6 L · சென்னை</title>${link}`, '<p class="p-2">₹ 1.2 Cr</p>');
    expect(await inlined(html)).toBe(
      page("<title>₹ 18.6 L · சென்னை</title><style>.p-2{padding:2px}</style>", '<p class="p-2">₹ 1.2 Cr</p>'),
    );
  });

  it("keeps `$` in rules as written", async () => {
    const html = page('<link rel="stylesheet" href="/assets/dollar.css"/>', '<p class="p-1">x</p>');
    expect(await inlined(html)).toContain('<style>.p-1:after{content:"$&"}</style>');
  });

  it("leaves a page as it is when a file it names is not there, or it links no stylesheet", async () => {
    const html = page('<link rel="stylesheet" href="/assets/root-abc.css"/>', "");
    expect(await inlined(html, join(clientDir, "none.json"))).toBe(html);
    const missing = page('<link rel="stylesheet" href="/assets/gone.css"/>', '<p class="p-1">x</p>');
    expect(await inlined(missing)).toBe(missing);
    const missingScript = page(`${link}<script type="module" src="/assets/gone.js"></script>`, "");
    expect(await inlined(missingScript)).toBe(missingScript);
    const plain = page("<title>t</title>", '<p class="p-1">x</p>');
    expect(await inlined(plain)).toBe(plain);
  });

  it("never closes the style element early: the parser writes `</style` in a string escaped", async () => {
    const html = page('<link rel="stylesheet" href="/assets/closing.css"/>', '<p class="p-1">x</p>');
    expect(await inlined(html)).toContain('<style>.p-1:after{content:"\\3c /style>"}</style>');
  });
});
