import { LoaderCircle } from "lucide-react";
import { useNavigation } from "react-router";

const projectPath = /^\/project\/[^/]+\/?$/;

/**
 * 'Loading project details...' (spec §2) while the browser fetches a project page's data: the page
 * being left stays on screen until the data arrives, so this belongs in the site layout, once. The
 * status region is always present so screen readers announce the text when it appears.
 */
export function ProjectLoadingIndicator() {
  const navigation = useNavigation();
  // After a form post the same page reloads its data; that is not "opening a project".
  const loading =
    navigation.state === "loading" &&
    !navigation.formMethod &&
    projectPath.test(navigation.location.pathname);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      {loading && (
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-forest-900 shadow-lg ring-1 ring-black/5">
          <LoaderCircle
            className="size-4 animate-spin text-forest-700 motion-reduce:animate-none"
            aria-hidden="true"
          />
          Loading project details...
        </p>
      )}
    </div>
  );
}
