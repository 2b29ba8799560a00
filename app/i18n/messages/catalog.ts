/**
 * A namespace's texts in another language: every key of the English namespace, each a string. So a
 * text added in English and not yet in Tamil fails the type check rather than showing English on a
 * Tamil page.
 */
export type Catalog<English> = { [Key in keyof English]: string };
