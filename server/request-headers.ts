import type { Request as ExpressRequest } from "express";

/** An Express request's headers as a Fetch API `Headers`, repeated headers kept. */
export function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  return headers;
}
