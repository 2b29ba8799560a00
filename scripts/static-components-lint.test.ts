import { join } from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The project's lint on a static component (docs/architecture.md, "Static components"): what would
 * never run on a page without the framework runtime is refused, what reads the server's request
 * is not, and the same code in a back-office component is left alone.
 */
const eslint = new ESLint({ cwd: join(import.meta.dirname, "..") });

/** What lint says of a piece of code as the file at `path` (which need not exist): rule, message. */
async function refusals(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const refusal = (rule: string, words: string) => expect.stringMatching(new RegExp(`^${rule}: .*${words}`));

const staticFile = "app/components/site/example.static.tsx";
const routeFile = "app/routes/example.tsx";
const adminFile = "app/components/admin/example.tsx";

const withState = `import { useState } from "react";

export function Counter() {
  const [count] = useState(0);
  return <p>{count}</p>;
}
`;

const withHandler = `export function Share({ onShare }: { onShare?: () => void }) {
  return (
    <button type="button" onClick={onShare}>
      Share
    </button>
  );
}
`;

describe("static components", () => {
  it("refuse browser-only hooks, handlers, handler props and callback refs", async () => {
    expect(await refusals(withState, staticFile)).toEqual([
      refusal("no-restricted-imports", "'useState' import from 'react' is restricted"),
    ]);
    expect(await refusals(withHandler, staticFile)).toEqual([
      refusal("no-restricted-syntax", "takes no event handler"),
      refusal("no-restricted-syntax", "an event handler would never run"),
    ]);
    const effects = `import { useEffect, useMemo, useRef } from "react";

export function Clock() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const label = useMemo(() => "now", []);
  return (
    <p ref={(node) => node?.focus()}>
      {label}
    </p>
  );
}
`;
    expect(await refusals(effects, staticFile)).toEqual([
      refusal("no-restricted-imports", "'useEffect' import from 'react' is restricted"),
      refusal("no-restricted-imports", "'useMemo' import from 'react' is restricted"),
      refusal("no-restricted-imports", "'useRef' import from 'react' is restricted"),
      refusal("no-restricted-syntax", "a callback ref would never run"),
    ]);
  });

  it("refuse React Router's in-place navigation and a component that is not static", async () => {
    const code = `import { Link } from "react-router";

import { FileField } from "#app/components/ui/file-field.tsx";

export function Links() {
  return <Link to="/projects"><FileField id="f" label="File" chooseText="Choose" /></Link>;
}
`;
    expect(await refusals(code, routeFile)).toEqual([
      refusal("no-restricted-imports", "'Link' import from 'react-router' is restricted"),
      refusal("no-restricted-imports", "file-field.tsx.* renders static components only"),
    ]);
  });

  it("let through what reads the server's request, and static parts", async () => {
    const code = `import { useId } from "react";
import { useLocation, useSearchParams } from "react-router";

import { TextField } from "#app/components/ui/inputs.static.tsx";

export function Search() {
  const id = useId();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  return (
    <form method="get" action={pathname}>
      <TextField id={id} name="q" label="Search" defaultValue={query.get("q") ?? ""} />
    </form>
  );
}
`;
    expect(await refusals(code, staticFile)).toEqual([]);
  });

  it("leave the back office's components their state and handlers", async () => {
    expect(await refusals(withState, adminFile)).toEqual([]);
    expect(await refusals(withHandler, adminFile)).toEqual([]);
  });
});
