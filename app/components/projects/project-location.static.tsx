import { MapPin } from "lucide-react";

/** A project's location behind a map pin, as its card, its hero slide and its page show it. */
export function ProjectLocation({
  location,
  className,
  iconClassName,
  as: Tag = "p",
}: {
  location: string;
  className: string;
  iconClassName: string;
  /** A span inside a link, where a paragraph may not stand. */
  as?: "p" | "span";
}) {
  return (
    <Tag className={`flex items-start gap-1.5 ${className}`}>
      <MapPin aria-hidden="true" className={`shrink-0 ${iconClassName}`} />
      {location}
    </Tag>
  );
}
