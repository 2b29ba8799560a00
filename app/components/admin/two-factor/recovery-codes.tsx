import { Panel } from "#app/components/ui/panel.tsx";

/** The recovery codes, shown once after they are made: each signs in once without the phone. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Panel
      title="Your recovery codes"
      intro="Write them down or print this page, and keep them apart from your phone. Each code signs you in once if the phone is lost. They are not shown again."
    >
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-neutral-100 px-3 py-2 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
