/**
 * What the back office says about blogs: spec §8 "Admin alerts" and its delete confirmation and
 * empty state, word for word, and our own messages beside them. Shared by server and browser code.
 */
export const blogMessages = {
  fetchFailed: "Failed to fetch blogs",
  added: "Blog added successfully!",
  addFailed: "Failed to add blog",
  updated: "Blog updated successfully!",
  updateFailed: "Failed to update blog",
  deleted: "Blog deleted successfully!",
  deleteFailed: "Failed to delete blog",
  deleteError: "Error deleting blog",
  deleteQuestion: "Are you sure you want to delete this blog?",
  empty: "No blogs found. Add your first blog!",
  gone: "That blog no longer exists.",
} as const;
