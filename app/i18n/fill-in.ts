/**
 * A catalogue text with its `{{name}}`s filled in from `values`, as i18next fills them; a name
 * without a value stays as written. For code that never loads i18next (ADR 027): the behaviour
 * scripts and the English defaults read straight from the catalogue.
 */
export function fillIn(
  text: string,
  values: Readonly<Record<string, string | number | undefined>> = {},
): string {
  return text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => {
    const value = values[name];
    return value === undefined ? slot : String(value);
  });
}
