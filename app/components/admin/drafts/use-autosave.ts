import { useEffect, useRef, useState, type RefObject } from "react";

import { draftMessages as messages } from "#app/domain/drafts/index.ts";
import { formatClockTime } from "#app/lib/india-time.ts";

/** How long after the last keystroke the draft is saved. */
const quietMs = 3000;

/** The form's fields as a draft posts them: its text values (files are never drafted). */
function draftBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") body.append(name, value);
  }
  return body;
}

/** The refusal's message (`{ message }`), or a general one when the answer has none. */
async function refusalOf(response: Response): Promise<string> {
  const answer: unknown = await response.json().catch(() => null);
  const message = answer && typeof answer === "object" && "message" in answer ? answer.message : null;
  return messages.notSaved(typeof message === "string" ? message : messages.notSavedReason);
}

/**
 * Issue "Publish later and go back": "The post editor and the project form autosave a private
 * draft every few seconds while typing". While the editor is open, a change to its form (typed,
 * or a list the editor keeps in its state and renders as hidden inputs: a MutationObserver sees
 * those) posts the form to `url` once typing has stopped for a few seconds, and at once, as a
 * beacon, when the page is hidden or left. Nothing is posted while the form is being saved, nor
 * when nothing changed since the last draft. Answers the status line to show.
 */
export function useAutosave(form: RefObject<HTMLFormElement | null>, url: string, saving: boolean): string {
  const [status, setStatus] = useState("");
  const savingNow = useRef(saving);
  useEffect(() => {
    savingNow.current = saving;
  }, [saving]);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let last = draftBody(element).toString();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => !savingNow.current && draftBody(element).toString() !== last;

    async function post() {
      if (!element || !changed()) return;
      const body = draftBody(element);
      try {
        const response = await fetch(url, { method: "POST", body, credentials: "same-origin" });
        if (response.ok) last = body.toString();
        setStatus(response.ok ? messages.saved(formatClockTime(new Date())) : await refusalOf(response));
      } catch {
        setStatus(messages.offline);
      }
    }
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void post(), quietMs);
    };
    // A page being closed cannot wait for an answer: the browser sends the beacon on its own.
    const postNow = () => {
      if (!changed()) return;
      clearTimeout(timer);
      const body = draftBody(element);
      if (navigator.sendBeacon(url, body)) last = body.toString();
    };
    const postWhenHidden = () => {
      if (document.visibilityState === "hidden") postNow();
    };

    const observer = new MutationObserver(schedule);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["value"],
    });
    element.addEventListener("input", schedule);
    element.addEventListener("change", schedule);
    window.addEventListener("online", schedule);
    window.addEventListener("pagehide", postNow);
    document.addEventListener("visibilitychange", postWhenHidden);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      element.removeEventListener("input", schedule);
      element.removeEventListener("change", schedule);
      window.removeEventListener("online", schedule);
      window.removeEventListener("pagehide", postNow);
      document.removeEventListener("visibilitychange", postWhenHidden);
    };
  }, [form, url]);

  return status;
}
