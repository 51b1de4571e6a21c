/**
 * The reference for page serving: a bare `node:http` server that answers
 * every request with one response held in memory (the app's own brotli
 * bytes of a page and its headers). Run as its own process by serving.ts:
 *   node bench/bare-server.ts <port> <body file> <headers as JSON>
 * Prints "listening" once it accepts connections.
 */
import { readFileSync } from "node:fs";
import http from "node:http";

const [port, bodyFile, headersJson] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const headers = {
  ...(JSON.parse(headersJson!) as Record<string, string>),
  "content-length": String(body.length),
};

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
