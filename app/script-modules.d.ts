/**
 * A behaviour module's address (scripts/script-modules.ts): `import src from "./x-script.ts?script"`
 * for `<script type="module" src={src} async />`.
 */
declare module "*?script" {
  const src: string;
  export default src;
}
