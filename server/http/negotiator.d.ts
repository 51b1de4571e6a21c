// negotiator 1.x, as far as this app uses it. (@types/negotiator describes
// 0.6, whose `encodings` takes no server preference.)
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: {
      headers: Record<string, string | string[] | undefined>;
    });
    /**
     * The `available` encodings the client accepts, best first: by the
     * client's q-values, ties broken by `preferred`'s order.
     */
    encodings(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string[];
  }
}
