/**
 * Writes app/components/ui/icon-sprite.svg. Run after adding an icon name:
 * `node scripts/generate-icon-sprite.ts` (a unit test fails while the file is
 * out of date).
 */
import { writeFileSync } from "node:fs";

import { iconSprite } from "./icon-sprite.ts";

writeFileSync(
  new URL("../app/components/ui/icon-sprite.svg", import.meta.url),
  iconSprite(),
);
