/**
 * The reference for upload memory: a bare `node:http` server that pipes
 * every request's body, as it arrives, into a file of its own in `folder`
 * and answers {"ok":true} once the file is written. Run as its own process
 * by memory.ts, with npm start's allocator settings:
 *   node bench/bare-upload-server.ts <port> <folder>
 * Prints "listening" once it accepts connections.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";

const [port, folder] = process.argv.slice(2);

const server = http.createServer((request, response) => {
  const file = path.join(folder!, randomUUID());
  pipeline(request, createWriteStream(file), (error) => {
    response.writeHead(error ? 500 : 200, {
      "content-type": "application/json",
    });
    response.end(JSON.stringify({ ok: !error }));
  });
});
server.listen(Number(port), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
