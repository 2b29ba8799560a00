import { readFileSync } from "node:fs";
import { createServer } from "node:http";

/**
 * The bench's static reference (a child process of its own, so that it does not share a thread
 * with the load generator): a plain node:http server answering each path with the status, headers
 * and body the site gave for it, read once from the JSON file named on the command line.
 * `node static-server.ts <responses.json> <port>`
 */
interface Stored {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const [file, port] = process.argv.slice(2);
const stored = JSON.parse(readFileSync(file!, "utf8")) as Record<string, Stored>;
const responses = new Map(
  Object.entries(stored).map(([path, r]) => {
    const body = Buffer.from(r.body, "base64");
    return [
      path,
      { status: r.status, headers: { ...r.headers, "content-length": String(body.length) }, body },
    ];
  }),
);

createServer((req, res) => {
  const response = responses.get(req.url ?? "");
  if (!response) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(response.status, response.headers).end(response.body);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
