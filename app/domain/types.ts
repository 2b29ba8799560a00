import type { BlogStatus } from "./catalog.ts";

export interface NearbyPlace {
  name: string;
  /** Free text, for example "2.5 km" or "10 mins". */
  distance: string;
  type: string;
}

/** Spec §3 Project. `status` is a free label; the four in `projectStatuses` are the usual ones. */
export interface Project {
  id: string;
  name: string;
  location: string;
  priceRange: string;
  plotSizes: string;
  status: string;
  totalPlots: number;
  soldPlots: number;
  description: string;
  bannerImage: string;
  images: string[];
  highlights: string[];
  amenities: string[];
  nearbyPlaces: NearbyPlace[];
  /** Storage key of the PDF brochure, "" when there is none (never shown to visitors). */
  brochure: string;
  createdAt: Date;
  updatedAt: Date;
}

export type ProjectInput = Omit<Project, "id" | "createdAt" | "updatedAt" | "status" | "brochure"> & {
  status?: string;
  brochure?: string;
};

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
}

export type BlogInput = Omit<Blog, "id" | "createdAt" | "updatedAt" | "publishedAt" | "status"> & {
  status?: BlogStatus;
};
