import type { ReactNode } from "react";

/**
 * The centred card of the pages before signing in (sign-in, reset, first account): a title, a
 * line saying what to do and, on the sign-in page, a symbol above them.
 */
export function AccountCard({
  title,
  intro,
  icon,
  children,
}: {
  title: string;
  intro: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-forest-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg ring-1 ring-black/5">
        <div className={icon ? "mb-6 text-center" : "mb-6"}>
          {icon ? (
            <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-700">
              {icon}
            </span>
          ) : null}
          <h1 className="text-2xl font-semibold text-forest-900">{title}</h1>
          <p className="mt-1 text-sm text-neutral-600">{intro}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
