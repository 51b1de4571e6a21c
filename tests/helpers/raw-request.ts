import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent: never decoded, whatever its Content-Encoding. */
  body: Buffer;
}

/**
 * One request by node:http, on `agent` when given; the whole answer is
 * read (as a browser would). Unlike fetch, nothing is added to the request
 * and nothing of the answer is decoded.
 */
export function rawRequest(
  url: URL,
  options: {
    agent?: http.Agent;
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: string | Buffer;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        agent: options.agent,
        method: options.method ?? "GET",
        headers: options.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}
