import { randomUUID } from "node:crypto";

import type { RequestHandler } from "express";
import type { Logger } from "pino";

import { currentRequest } from "./console-log.ts";
import type { ServerMetrics } from "./metrics.ts";
import type { TrustsHop } from "./proxy-trust.ts";
import { routeLabel } from "./route-label.ts";

/** What a proxy may send as a request id: short, and nothing a log reader could mistake. */
const forwardedId = /^[\w.-]{1,64}$/;

/**
 * One JSON line per answered request (request id, method, path, route, status, duration) and its
 * duration in the metrics. The id comes from X-Request-Id when the connection is from a proxy
 * TRUST_PROXY names, else is made here, sent back in X-Request-Id and given to the lines printed
 * while answering (see console-log.ts). Never logged: the query string (searches hold phone
 * numbers), headers, cookies, bodies, the client's address.
 */
export function requestLog(logger: Logger, metrics: ServerMetrics, trusts: TrustsHop): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const given = trusts(req.socket.remoteAddress, 0) ? req.get("x-request-id") : undefined;
    const reqId = given && forwardedId.test(given) ? given : randomUUID();
    res.set("X-Request-Id", reqId);
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(req.path);
      metrics.observeRequest(req.method, route, res.statusCode, seconds);
      logger.info(
        {
          reqId,
          method: req.method,
          path: req.path,
          route,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        },
        "request",
      );
    });
    currentRequest.run({ reqId }, next);
  };
}
