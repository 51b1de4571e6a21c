import { productLineTitle } from "#app/content/product-lines.ts";
import { productLines } from "#app/content/shared.ts";

/** How much of a message its list shows. */
const MESSAGE_PREVIEW = 80;

/** A message's first MESSAGE_PREVIEW characters, an ellipsis marking the cut. */
export const preview = (message: string) =>
  message.length > MESSAGE_PREVIEW
    ? `${message.slice(0, MESSAGE_PREVIEW - 1)}…`
    : message;

/** A stored line's name; a value no line has, as stored. */
export const productLineTitleOf = (line: string) => {
  const known = productLines.find((candidate) => candidate === line);
  return known ? productLineTitle(known) : line;
};
