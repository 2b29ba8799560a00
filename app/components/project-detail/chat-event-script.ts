/**
 * Counts a 'chat started' for a project (no personal data) as a WhatsApp link marked with
 * `data-chat-project` opens (the project page's floating button and contact bar, see
 * floating-actions.static.tsx): POST /interest with kind=whatsapp. The beacon is queued by the browser,
 * so the link opens at once and the count survives the tab switching away; where sendBeacon is
 * missing, a keepalive fetch does the same. Without this module the link just opens the chat.
 */
function recordChatStarted(projectId: string): void {
  const body = new URLSearchParams({ kind: "whatsapp", projectId });
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/interest", body)) return;
    void fetch("/interest", { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(
      () => {},
    );
  } catch {
    // Counting interest must never stand between the visitor and the chat.
  }
}

document.addEventListener("click", (event) => {
  const link =
    event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-chat-project]") : null;
  const projectId = link?.dataset.chatProject;
  if (projectId) recordChatStarted(projectId);
});
