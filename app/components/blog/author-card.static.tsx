import { useT } from "#app/components/site/site-data.ts";
import { initials } from "#app/lib/initials.ts";

export function AuthorCard({ name }: { name: string }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-forest-700 text-sm font-semibold tracking-wide text-white"
      >
        {initials(name)}
      </span>
      <div className="leading-tight">
        <p className="font-semibold text-neutral-900">{name}</p>
        <p className="text-sm text-neutral-600">{t("blog:author")}</p>
      </div>
    </div>
  );
}
