import { iconNames, type IconName } from "#app/content/shared.ts";

/** Icons the interface itself draws (arrows, chevrons, stars), beside those the content names. */
export const interfaceIconNames = [
  "arrow-left",
  "arrow-right",
  "chevron-down",
  "circle-alert",
  "loader-circle",
  "log-out",
  "mail-warning",
  "user-cog",
  "circle-check",
  "eye-off",
  "mail-check",
  "map",
  "menu",
  "search-x",
  "star",
  "triangle-alert",
  "x",
] as const;

export type SpriteIconName = IconName | (typeof interfaceIconNames)[number];

/** Every symbol of app/components/ui/icon-sprite.svg, in order. */
export const spriteIconNames: readonly SpriteIconName[] = [
  ...iconNames,
  ...interfaceIconNames,
];
