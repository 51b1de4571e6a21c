import { productLineLinks } from "#app/content/product-lines.ts";

/**
 * Where a product card's Learn More link goes: the product page of the line
 * with that title, or `fallbackHref` (the contact page) when no line has it,
 * so a card added to the content before its page exists still leads somewhere.
 */
export function productHref(
  title: string,
  fallbackHref: string,
  catalogue: readonly { title: string; route: string }[] = productLineLinks,
): string {
  return (
    catalogue.find((product) => product.title === title)?.route ?? fallbackHref
  );
}
