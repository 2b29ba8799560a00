/** A form's hidden inputs, name to value: what it posts besides its controls (an intent, an id). */
export function HiddenFields({ fields }: { fields: Readonly<Record<string, string>> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
