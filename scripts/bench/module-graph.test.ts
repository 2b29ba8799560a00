import { describe, expect, it } from "vitest";

import { moduleGraph, moduleImports } from "./module-graph.ts";

const site = "http://127.0.0.1:3190";

describe("the modules a page's scripts bring", () => {
  it("reads static and later imports as Rolldown writes them, resolved against the module", () => {
    const code =
      'import{a as e}from"./shared-Ab1.js";import"./side-effect-Cd2.js";export{b}from"../assets/re-Ef3.js";' +
      "const t=()=>void import(`./plot-plan-enhance-Duo7H42o.js`);import('/assets/late-Gh4.js');" +
      'import("./shared-Ab1.js")';
    expect(moduleImports(code, `${site}/assets/plot-plan-script-X.js`)).toEqual([
      `${site}/assets/shared-Ab1.js`,
      `${site}/assets/side-effect-Cd2.js`,
      `${site}/assets/re-Ef3.js`,
      `${site}/assets/plot-plan-enhance-Duo7H42o.js`,
      `${site}/assets/late-Gh4.js`,
    ]);
  });

  it("takes no word or string for an import: only a module address", () => {
    const code =
      'e.type===`import`&&f("./x.js");const n="from";g(`import`,"./y.js");import(e);import(`./${n}.js`)';
    expect(moduleImports(code, `${site}/assets/a.js`)).toEqual([]);
  });

  it("loads every module once, what the modules it loads import included", async () => {
    const files: Record<string, string> = {
      "/assets/entry.js": 'import"./shared.js";const l=()=>import(`./late.js`);',
      "/assets/other.js": 'import"./shared.js";',
      "/assets/shared.js": "export const a=1;",
      "/assets/late.js": 'import{a}from"./shared.js";import("./later.js");',
      "/assets/later.js": "document.title=`x`;",
    };
    const loaded: string[] = [];
    const graph = await moduleGraph([`${site}/assets/entry.js`, `${site}/assets/other.js`], (url) => {
      loaded.push(url);
      return Promise.resolve(new TextEncoder().encode(files[new URL(url).pathname]));
    });
    const paths = [...graph.keys()].map((url) => new URL(url).pathname);
    expect(paths).toEqual([
      "/assets/entry.js",
      "/assets/other.js",
      "/assets/shared.js",
      "/assets/late.js",
      "/assets/later.js",
    ]);
    expect(loaded).toHaveLength(5);
    expect(new TextDecoder().decode(graph.get(`${site}/assets/later.js`))).toBe("document.title=`x`;");
  });
});
