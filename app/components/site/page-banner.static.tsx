import type { ReactNode } from "react";

/** The green band that opens an inner page: a small label, the page's heading and an introduction. */
export function PageBanner({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-forest-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-marigold-300 uppercase">{eyebrow}</p>
        {/* A long Tamil word may not fit a phone's line at this size: it breaks rather than overflows. */}
        <h1 className="mt-2 max-w-3xl text-3xl font-semibold break-words sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-forest-50">{children}</p>
      </div>
    </div>
  );
}
