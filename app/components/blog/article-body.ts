/**
 * The article body. Headings, lists and links are styled here because the content is stored HTML
 * (spec §9) and the typography plugin is not part of the build.
 */
export const articleBody = [
  "max-w-[68ch] text-[17px] leading-[1.75] text-neutral-800 sm:text-lg [overflow-wrap:anywhere]",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-semibold [&_h2]:text-forest-900",
  "[&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-forest-900 sm:[&_h3]:text-[1.375rem]",
  "[&_h4]:mt-7 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-forest-900",
  "[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-neutral-900 [&_b]:font-semibold [&_b]:text-neutral-900",
  "[&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:decoration-forest-700/40 [&_a]:underline-offset-2 hover:[&_a]:decoration-forest-700",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-marigold-400 [&_blockquote]:bg-sand-100 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:text-neutral-800",
  "[&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-forest-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-forest-50 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-10 [&_hr]:border-forest-900/15",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-base [&_td]:border [&_td]:border-neutral-300 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-neutral-300 [&_th]:bg-sand-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left",
].join(" ");
