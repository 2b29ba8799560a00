/** What the blog pages show of a blog, one mapping per view. */

/** A blog as its article shows it (the public page and the staff preview), dated as given. */
export interface BlogArticleView {
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string;
  author: string;
  category: string;
  tags: string[];
  /** ISO timestamp, for `<time dateTime>`. */
  date: string;
  dateLabel: string;
  minutesToRead: number;
  /** The content as sanitised HTML. */
  html: string;
}
