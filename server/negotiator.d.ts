/** The part of negotiator 0.6.4 (HTTP content negotiation; also what `compression` uses) the server uses. */
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    /** The client's best encoding of `available`; on equal quality, the first of `preferred`. */
    encoding(available: string[], preferred?: string[]): string | undefined;
  }
}
