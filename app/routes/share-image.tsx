import { servicesContext } from "#app/context.ts";
import { renderedImages, shareImageResponse } from "#app/domain/share/share-images.server.ts";

import type { Route } from "./+types/share-image";

/** A project's or post's 1200 × 630 share image (og:image), made on the server; a Tamil page's under /share/ta/. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, storage } = context.get(servicesContext);
  return shareImageResponse({ db, storage, images: renderedImages }, params);
}
