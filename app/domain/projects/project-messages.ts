/**
 * What the back office says about projects: spec §8 "Admin alerts" and its delete confirmation and
 * empty state, word for word, and our own messages beside them. Shared by server and browser code.
 */
export const projectMessages = {
  fetchFailed: "Failed to fetch projects",
  added: "Project added successfully!",
  addFailed: "Failed to add project",
  updated: "Project updated successfully!",
  updateFailed: "Failed to update project",
  saveError: "Error saving project",
  deleted: "Project deleted successfully!",
  deleteFailed: "Failed to delete project",
  deleteError: "Error deleting project",
  /** Issue "Site visits and bookings": the money's history is kept. */
  hasBookings: "This project has bookings: it cannot be deleted while their payments and receipts are kept.",
  deleteQuestion: "Are you sure you want to delete this project?",
  empty: "No projects found. Add your first project!",
  gone: "That project no longer exists.",
  formTooLarge: "These images are too large to send together; add a few at a time.",
} as const;
