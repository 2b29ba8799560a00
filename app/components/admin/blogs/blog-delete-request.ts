import { removedFromSite, type ConfirmRequest } from "#app/components/ui/confirm-request.ts";
import { blogMessages } from "#app/domain/blogs/blog-messages.ts";

/** Spec §8's question before a post is deleted, asked by the row's button and by the page step alike. */
export function blogDeleteRequest(blog: { title: string }): ConfirmRequest {
  return {
    question: blogMessages.deleteQuestion,
    subject: blog.title,
    consequence: removedFromSite,
    confirmLabel: "Delete blog",
  };
}
