import { Search } from "lucide-react";
import { Form, Link } from "react-router";

import { Button } from "./button.tsx";
import { Card } from "./card.tsx";
import { Field } from "./field.static.tsx";
import { controlClass } from "./form-styles.ts";

export interface TableSearchProps {
  /** The search box's id, unique on the page. */
  id: string;
  /** Its label and the search landmark's name, e.g. "Search blogs". */
  label: string;
  placeholder: string;
  /** What is searched now (`?q=`). */
  q: string;
  /** The list's address: the search starts again from its first page. */
  path: string;
}

/**
 * The search box over a back-office table: a GET form, so it works without JavaScript and the
 * search stays in the address (paging keeps it). A new search starts again at the first page.
 */
export function TableSearch({ id, label, placeholder, q, path }: TableSearchProps) {
  return (
    <Card>
      <Form
        method="get"
        action={path}
        role="search"
        aria-label={label}
        className="flex flex-wrap items-end gap-3 p-4"
      >
        <Field id={id} label={label} className="min-w-0 flex-1">
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-neutral-500"
            />
            <input
              id={id}
              type="search"
              name="q"
              defaultValue={q}
              placeholder={placeholder}
              maxLength={100}
              className={`${controlClass.compact} pl-9`}
            />
          </div>
        </Field>
        <Button type="submit">Search</Button>
        {q !== "" ? (
          <Link to={path} className="py-2 text-sm font-medium text-forest-700 underline underline-offset-4">
            Clear search
          </Link>
        ) : null}
      </Form>
    </Card>
  );
}
