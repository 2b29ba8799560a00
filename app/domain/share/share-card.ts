/**
 * What a share image (the picture WhatsApp, Facebook and X show for a shared link) says: filled
 * from a project (project-share.ts) or a post (post-share.ts), drawn by the renderer.
 */

/** The size the large link previews use. */
export const shareImageSize = { width: 1200, height: 630 } as const;

export interface ShareLine {
  text: string;
  /** Drawn larger, bold and in the accent colour (the price). */
  emphasis?: boolean;
}

export interface ShareCard {
  /** The project's name or the post's title, large, wrapped over up to `titleLines` lines. */
  title: string;
  titleLines: number;
  /** Smaller lines under the title, one line each; empty texts are left out. */
  lines: ShareLine[];
  /** The picture behind the text (a /media/... URL), "" for the plain background. */
  image: string;
  /** The picture described in words, for og:image:alt. */
  alt: string;
}
