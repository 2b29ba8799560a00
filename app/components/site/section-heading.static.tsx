import type { ReactNode } from "react";

const headingTones = {
  light: { eyebrow: "text-marigold-700", title: "text-forest-900", intro: "text-neutral-600" },
  // On a dark section the introduction keeps the section's own text colour.
  dark: { eyebrow: "text-marigold-400", title: "text-white", intro: "" },
};

/** A section's heading block: a small label, the heading and an optional introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  tone = "light",
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  tone?: keyof typeof headingTones;
}) {
  const colours = headingTones[tone];
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={`text-sm font-semibold tracking-widest uppercase ${colours.eyebrow}`}>{eyebrow}</p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl ${colours.title}`}
      >
        {title}
      </h2>
      {children && <p className={`mt-4 text-lg leading-relaxed ${colours.intro}`}>{children}</p>}
    </div>
  );
}
