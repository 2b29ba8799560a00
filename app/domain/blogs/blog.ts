/** Spec §3 Blog and the fixed lists of §3/§4 that belong to it. Shared by server and browser code. */

export const blogStatuses = ["Draft", "Published"] as const;
export type BlogStatus = (typeof blogStatuses)[number];

export const blogCategories = [
  "Real Estate Tips",
  "Investment Guide",
  "Market Analysis",
  "Legal Advice",
  "Property News",
  "Vastu Tips",
  "Finance",
  "Location Guide",
] as const;

/** Spec §3: the 15 suggested blog tags, exactly as listed. */
export const blogTagSuggestions = [
  "Real Estate",
  "Investment",
  "Property",
  "Land",
  "Plots",
  "DTCP",
  "RERA",
  "Chennai",
  "Bangalore",
  "Coimbatore",
  "Market Trends",
  "Legal",
  "Finance",
  "Tips",
  "Guide",
] as const;

/** Spec §3 Blog. */
export interface Blog {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  author: string;
  category: string;
  tags: string[];
  status: BlogStatus;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  /** When the publishing job publishes it and takes it off the website (null: not scheduled). */
  publishAt: Date | null;
  unpublishAt: Date | null;
  /** How many times it was saved: an editor's save names the one it opened (migration 0030). */
  revision: number;
  /**
   * Issue "Tamil and English": the post's texts for Tamil pages, "" where the English one stands
   * (blog-language.ts). The Tamil slug may hold Tamil letters; "" keeps the English slug.
   */
  titleTa: string;
  slugTa: string;
  excerptTa: string;
  contentTa: string;
}

/** The Tamil texts, which a save may leave out (they then stay as they are). */
type TamilFields = "titleTa" | "slugTa" | "excerptTa" | "contentTa";

export type BlogInput = Omit<
  Blog,
  | "id"
  | "createdAt"
  | "updatedAt"
  | "publishedAt"
  | "status"
  | "revision"
  | "publishAt"
  | "unpublishAt"
  | TamilFields
> &
  Partial<Pick<Blog, "publishAt" | "unpublishAt" | TamilFields>> & {
    status?: BlogStatus;
  };
