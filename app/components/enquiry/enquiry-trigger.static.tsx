import type { ReactNode } from "react";

import { useHref } from "#app/components/site/site-data.ts";

export interface EnquiryTriggerProps {
  className?: string;
  projectId?: string;
  projectName?: string;
  children: ReactNode;
  "aria-label"?: string;
}

/**
 * Opens the enquiry dialog. In the server's HTML (and without JavaScript) it is a link to the home
 * page's enquiry form (in the page's language), naming the project; enquiry-dialog-script.ts makes it a button (it then
 * opens the dialog instead of going anywhere) and reads the project from its data attributes.
 */
export function EnquiryTrigger({
  className,
  projectId,
  projectName,
  children,
  ...rest
}: EnquiryTriggerProps) {
  const href = useHref();
  const to = projectId ? `/?project=${encodeURIComponent(projectId)}#enquiry` : "/#enquiry";
  return (
    <a
      href={href(to)}
      className={className}
      data-enquire="button"
      data-project-id={projectId}
      data-project-name={projectName}
      {...rest}
    >
      {children}
    </a>
  );
}
