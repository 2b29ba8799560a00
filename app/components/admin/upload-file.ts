/**
 * One image sent to the back office's upload endpoint (field `file`) with its progress; answers
 * the stored image's URL or a message naming the file. Used by the image uploader and the editor.
 */

/** Where the uploader posts each file (field `file`); see app/routes/admin/uploads.tsx. */
const uploadEndpoint = "/admin/uploads";

type UploadResult = { url: string } | { error: string };

export function uploadFile(file: File, onProgress: (fraction: number) => void, failure: string) {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    const fail = (reason: string) => resolve({ error: `${file.name}: ${reason}` });
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener("load", () => onProgress(1));
    xhr.addEventListener("load", () => {
      const body: unknown = xhr.response;
      const reply = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
      if (xhr.status === 200 && typeof reply.url === "string") resolve({ url: reply.url });
      else if (typeof reply.error === "string") {
        // The message must name the file, also when the server could not (a body refused unread).
        resolve({ error: reply.error.includes(file.name) ? reply.error : `${file.name}: ${reply.error}` });
      } else if (xhr.status === 401)
        fail("you have been signed out. Sign in again in another tab, then retry.");
      else fail(failure);
    });
    xhr.addEventListener("error", () => fail(failure));
    xhr.addEventListener("abort", () => fail("the upload was cancelled."));
  });
  const form = new FormData();
  form.append("file", file, file.name);
  xhr.open("POST", uploadEndpoint);
  xhr.responseType = "json";
  xhr.setRequestHeader("Accept", "application/json");
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
