import { createContext } from "react-router";

import type { DB } from "./db/database.server.ts";
import type { Storage } from "./media/storage.server.ts";

/** What the server hands every loader and action: one database and one media store per process. */
export interface AppServices {
  db: DB;
  storage: Storage;
  siteUrl: string;
}

export const servicesContext = createContext<AppServices>();

/** The per-response Content-Security-Policy nonce, for React Router's inline scripts. */
export const nonceContext = createContext<string>("");
