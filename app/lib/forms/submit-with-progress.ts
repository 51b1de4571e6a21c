import type { FormResult } from "./form-result";

/**
 * Posts a form to its JSON endpoint, reporting upload progress (0 to 1): fetch
 * cannot tell how much of a request body has been sent, XMLHttpRequest can.
 */
export function submitWithProgress(
  url: string,
  data: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; result: FormResult }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.response && typeof request.response === "object") {
        resolve({
          status: request.status,
          result: request.response as FormResult,
        });
      } else reject(new Error(`The server answered ${request.status}`));
    };
    request.onerror = () => reject(new Error("The connection failed"));
    request.send(data);
  });
}
