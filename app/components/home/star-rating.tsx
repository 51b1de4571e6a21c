import { Icon } from "#app/components/ui/icon.tsx";
import {
  maxRating,
  ratingLabel as english,
  type Rating,
} from "#app/content/testimonials.ts";
import { ratingLabel as spanish } from "#app/content/es/testimonials.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

/** Five stars, announced once as "Rated N out of 5 stars" instead of star by star. */
export function StarRating({ rating }: { rating: Rating }) {
  const ratingLabel = useLocalized({ en: english, es: spanish });
  return (
    <p role="img" aria-label={ratingLabel(rating)} className="flex gap-1">
      {Array.from({ length: maxRating }, (_, index) => (
        <Icon
          key={index}
          name="star"
          size={20}
          className={cn(
            index < rating
              ? "fill-accent-400 text-accent-500"
              : "fill-none text-slate-300",
          )}
        />
      ))}
    </p>
  );
}
