import {
  productLineLinks as english,
  type ProductLineLink,
} from "../product-lines.ts";
import type { ProductLine } from "../shared.ts";

const titles: Readonly<Record<ProductLine, string>> = {
  home: "Seguro de hogar",
  auto: "Seguro de auto",
  health: "Seguro de salud",
  life: "Seguro de vida",
  business: "Seguro para negocios",
  travel: "Seguro de viaje",
};

/** The six lines with their Spanish names; line and route are ../product-lines.ts's. */
export const productLineLinks: readonly ProductLineLink[] = english.map(
  (link) => ({ ...link, title: titles[link.line] }),
);

/** The Spanish name of a line ("Seguro de auto"). */
export function productLineTitle(line: ProductLine): string {
  return titles[line];
}
