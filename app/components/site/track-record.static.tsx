import { useSite, useT } from "./site-data.ts";

/** The company's track record (spec §2 Home: 12+, 50+, 2000+, 95%), from the settings. */
export function TrackRecord({ className = "" }: { className?: string }) {
  const { settings } = useSite();
  const t = useT();
  const stats = [
    { value: settings.statYears, label: t("home:statYears") },
    { value: settings.statProjects, label: t("home:statProjects") },
    { value: settings.statCustomers, label: t("home:statCustomers") },
    { value: settings.statSatisfaction, label: t("home:statSatisfaction") },
  ];
  return (
    <dl
      className={`grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-forest-900/10 md:grid-cols-4 ${className}`}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse items-center bg-white px-4 py-6 text-center sm:py-8"
        >
          <dt className="mt-1 text-sm font-semibold text-neutral-600 sm:text-base">{stat.label}</dt>
          <dd className="text-4xl font-semibold text-forest-800 tabular-nums sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
